/**
 * Whether the page is on a touch screen (a phone: Firefox for Android opens the popup and the door
 * as pages), where words must not name keys the user has no keyboard for. Asked at each render,
 * not once: a tablet gains and loses its keyboard and mouse.
 */
export const onTouchScreen = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
