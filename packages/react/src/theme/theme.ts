/** A colour theme: `'system'` follows the device's light or dark setting. */
export type Theme = 'system' | 'light' | 'dark';
