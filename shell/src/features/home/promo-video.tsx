// The hero's video: a poster drawn in CSS until the visitor presses play, so the first paint loads
// nothing from YouTube; then the youtube-nocookie player replaces it.
import { useState } from 'react';
import { promoVideo, promoVideoEmbedUrl } from './home-content';

export function PromoVideo() {
  const [playing, setPlaying] = useState(false);
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
        ) : (
          <button
            type="button"
            className="home-video__poster"
            aria-label={`Пусни видеото: ${promoVideo.title}`}
            onClick={() => setPlaying(true)}
          >
            <span className="home-video__play" aria-hidden="true" />
            <span className="home-video__label">Пусни видеото</span>
          </button>
        )}
      </div>
      <figcaption className="home-video__note">Видеото се зарежда от YouTube едва след натискане.</figcaption>
    </figure>
  );
}
