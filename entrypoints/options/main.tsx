import { renderPage } from '../../lib/containers/render-page';
import { App } from './App';
import './style.css';

renderPage(<App />);
