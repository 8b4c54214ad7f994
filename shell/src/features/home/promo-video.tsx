// The hero's video: a poster drawn in CSS until the visitor presses play, so the first paint loads
// nothing from YouTube; then the youtube-nocookie player replaces it. Until the page's script runs (and
// without scripts) the poster is a link to the video on YouTube.
import { useState } from 'react';
import { useFocusHandOver, useHydrated } from '../../components/ui-kit/use-hydrated';
import { promoVideo, promoVideoEmbedUrl, promoVideoWatchUrl } from './home-content';

const poster = (
  <>
    <span className="home-video__play" aria-hidden="true" />
    <span className="home-video__label">Пусни видеото</span>
  </>
);

export function PromoVideo() {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const { fallbackRef, enhancedRef } = useFocusHandOver();
  return (
    <figure className="home-video">
      <div className="home-video__frame">
        {playing ? (
          <iframe
            src={promoVideoEmbedUrl(promoVideo.youtubeId)}
            title={promoVideo.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : hydrated ? (
          <button
            ref={enhancedRef}
            type="button"
            className="home-video__poster"
            aria-label={`Пусни видеото: ${promoVideo.title}`}
            onClick={() => setPlaying(true)}
          >
            {poster}
          </button>
        ) : (
          <a
            ref={fallbackRef}
            href={promoVideoWatchUrl(promoVideo.youtubeId)}
            target="_blank"
            rel="noopener noreferrer"
            className="home-video__poster"
            aria-label={`Пусни видеото: ${promoVideo.title} (в YouTube, в нов раздел)`}
          >
            {poster}
          </a>
        )}
      </div>
      <figcaption className="home-video__note">Видеото се зарежда от YouTube едва след натискане.</figcaption>
    </figure>
  );
}
