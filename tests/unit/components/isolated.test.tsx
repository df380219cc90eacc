import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { WithNameIsolated } from '../../../components/Isolated';

describe('a sentence with a server-given name in it', () => {
  const html = (text: string, name: string | null) =>
    renderToString(<WithNameIsolated text={text} name={name} />);

  it('isolates the name and keeps every word around it as it was', () => {
    expect(html('Pause ‘Logo \u202Egnp.exe’', 'Logo \u202Egnp.exe')).toBe(
      'Pause ‘<bdi>Logo \u202Egnp.exe</bdi>’',
    );
  });

  it('leaves a sentence without the name, or without a name, as plain text', () => {
    expect(html('Changes to this record', null)).toBe('Changes to this record');
    expect(html('New category', 'Blog')).toBe('New category');
  });
});
