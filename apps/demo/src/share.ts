/** How a link went out: through the device's share sheet, to the clipboard, not at all because the player closed the sheet, or not at all (to be copied by hand). */
export type Shared = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` a share uses, any of which a browser may lack. */
export type ShareNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/** Whether the device has a share sheet (a phone's, most often). */
export const canShare = (nav: ShareNavigator = navigator): boolean => typeof nav.share === 'function';

/**
 * Shares a link: the device's share sheet (the Web Share API) where there is one, else the
 * clipboard. A sheet the player closes is no failure; a sheet that fails falls back to the clipboard.
 */
export async function shareLink(url: string, title: string, nav: ShareNavigator = navigator): Promise<Shared> {
  if (canShare(nav)) {
    try {
      await nav.share?.({ url, title });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
