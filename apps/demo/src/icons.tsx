/** The demo's icons: 24×24 strokes in the text's colour, drawn inline (no font, no request). */
const PATHS = {
  computer: 'M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4',
  friend: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.4c2 .8 3.2 2.8 3.5 5.6',
  online: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z',
  open: 'M3 7V5.5A1.5 1.5 0 0 1 4.5 4H9l2 2h8.5A1.5 1.5 0 0 1 21 7.5V9M3 7v11.5A1.5 1.5 0 0 0 4.5 20h13.7a1.5 1.5 0 0 0 1.4-1l2.3-7A1.5 1.5 0 0 0 20.5 10H7.3a1.5 1.5 0 0 0-1.4 1L3 19',
  resume: 'M8 5.5v13l10.5-6.5z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13.5l1.6 1.2-2 3.5-1.9-.8a7.6 7.6 0 0 1-2 1.2L14.8 21h-4l-.3-2.4a7.6 7.6 0 0 1-2-1.2l-1.9.8-2-3.5 1.6-1.2a7.7 7.7 0 0 1 0-2.9L4.6 9.4l2-3.5 1.9.8a7.6 7.6 0 0 1 2-1.2L10.8 3h4l.3 2.4a7.6 7.6 0 0 1 2 1.2l1.9-.8 2 3.5-1.6 1.2a7.7 7.7 0 0 1 0 2.9z',
  home: 'M4 11l8-7 8 7M6 9.5V20h4.5v-5.5h3V20H18V9.5',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  resign: 'M5 21V4M5 4h11l-2 4 2 4H5',
  draw: 'M5 9h14M5 15h14',
  newGame: 'M12 5v14M5 12h14',
  rematch: 'M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1',
  first: 'M6 5v14M18 6l-7 6 7 6',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  last: 'M18 5v14M6 6l7 6-7 6',
  close: 'M6 6l12 12M18 6L6 18',
  sound: 'M4 9.5h4l5-4v13l-5-4H4zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
  muted: 'M4 9.5h4l5-4v13l-5-4H4zM17 9.5l5 5M22 9.5l-5 5',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4.5c0 3 1.5 4.5 4 4.8M16 6h3.5c0 3-1.5 4.5-4 4.8M12 13v4M8.5 20h7M10 17h4',
  offline: 'M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.4M19 12.9a10 10 0 0 0-2.1-1.5M2 9.4a15 15 0 0 1 4-2.6M22 9.4A15 15 0 0 0 10.6 5.1M12 20h.01',
  records: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
} as const;

/** An icon's name. */
export type IconName = keyof typeof PATHS;

/** An icon, hidden from screen readers: the control it sits in carries the name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
