// Texts and the promotional video of the home page, kept apart from the markup.

/**
 * The promotional video, embedded from youtube-nocookie.com (the one frame origin the CSP allows).
 * EXAMPLE VALUE: the company's own video id is not given in the specification; replace `youtubeId`
 * with it before launch. Nothing is requested from YouTube until the visitor presses play.
 */
export const promoVideo = {
  youtubeId: 'aqz-KE-bpKQ',
  title: 'Промоционално видео на Бизнес Академия',
} as const;

/** The video on its host: where the play button leads until the page's script can play it in place. */
export function promoVideoWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

export function promoVideoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}
