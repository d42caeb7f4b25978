/**
 * The tab the popup speaks for: the active tab of its window, or the one named by `?tab=<id>`
 * when the popup is opened as a page (from the options page, or a test).
 */
export async function targetTab(search: string, activeTab: () => Promise<number | undefined>): Promise<number | null> {
  const requested = Number(new URLSearchParams(search).get('tab'));
  if (Number.isInteger(requested) && requested > 0) return requested;
  return (await activeTab()) ?? null;
}
