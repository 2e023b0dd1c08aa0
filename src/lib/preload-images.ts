/**
 * Starts fetching images as soon as their URLs are known, before the render that shows
 * them: on a phone that render's CPU time would otherwise come before each image's round
 * trip. The <img> then finds them in the memory cache.
 */
export function preloadImages(urls: readonly string[]): void {
  if (typeof Image === 'undefined') return;
  for (const url of new Set(urls)) {
    if (!url) continue;
    const img = new Image();
    img.fetchPriority = 'high';
    img.src = url;
  }
}
