/**
 * Whether the page is on a touch screen (a phone: Firefox for Android opens the popup and the door
 * as pages), where words must not name keys the user has no keyboard for. Asked at each render
 * rather than kept, so the next render follows a tablet that gained or lost its mouse; nothing
 * renders because of that change alone.
 */
export const onTouchScreen = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
