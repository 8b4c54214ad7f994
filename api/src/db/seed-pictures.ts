// The seed's pictures, drawn here at seed time (no downloads, no files shipped): a calm abstract
// illustration per course, event and article, a silhouette portrait per lecturer, each in the colours
// of its name, made into the same variants as an upload.
import sharp from '../lib/configured-sharp';
import { makePictureVariants, type PictureVariants } from '../lib/picture-variants';

export type SeedPictureKind = 'course' | 'event' | 'article' | 'lector';

/** A small deterministic generator: the same name always draws the same picture. */
function randomFor(name: string): () => number {
  let state = 2166136261;
  for (const char of name) state = Math.imul(state ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;

function motif(kind: Exclude<SeedPictureKind, 'lector'>, random: () => number): string {
  const white = (opacity: number) => `fill="#fff" fill-opacity="${opacity}"`;
  if (kind === 'course') {
    // Rising bars: growth.
    return Array.from({ length: 5 }, (_, index) => {
      const height = 90 + index * 55 + random() * 30;
      return `<rect x="${560 + index * 70}" y="${430 - height}" width="48" height="${height}" rx="8" ${white(0.55 + index * 0.08)}/>`;
    }).join('');
  }
  if (kind === 'event') {
    // A calendar sheet with two marked days.
    const marked = [Math.floor(random() * 5), Math.floor(random() * 5) + 5];
    const cells = Array.from({ length: 15 }, (_, index) => {
      const x = 600 + (index % 5) * 52;
      const y = 240 + Math.floor(index / 5) * 52;
      return `<rect x="${x}" y="${y}" width="40" height="40" rx="6" ${white(marked.includes(index) ? 0.95 : 0.35)}/>`;
    }).join('');
    return `<rect x="580" y="150" width="290" height="270" rx="18" ${white(0.2)}/><rect x="580" y="150" width="290" height="64" rx="18" ${white(0.6)}/>${cells}`;
  }
  // A page of text lines.
  const lines = Array.from(
    { length: 7 },
    (_, index) => `<rect x="610" y="${200 + index * 34}" width="${150 + random() * 90}" height="14" rx="7" ${white(0.6)}/>`,
  ).join('');
  return `<rect x="580" y="150" width="300" height="300" rx="18" ${white(0.25)}/><rect x="610" y="170" width="180" height="20" rx="10" ${white(0.9)}/>${lines}`;
}

function illustration(kind: Exclude<SeedPictureKind, 'lector'>, name: string): string {
  const random = randomFor(name);
  const hue = random() * 360;
  const circles = Array.from({ length: 6 }, () => {
    const r = 40 + random() * 160;
    return `<circle cx="${random() * 960}" cy="${random() * 540}" r="${r}" fill="#fff" fill-opacity="${0.05 + random() * 0.12}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 40)}"/><stop offset="1" stop-color="${hsl(hue + 45, 75, 28)}"/></linearGradient></defs>
  <rect width="960" height="540" fill="url(#g)"/>${circles}${motif(kind, random)}
</svg>`;
}

function portrait(name: string): string {
  const random = randomFor(name);
  const hue = random() * 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 62)}"/><stop offset="1" stop-color="${hsl(hue + 20, 50, 38)}"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="240" cy="190" r="92" fill="#fff" fill-opacity="0.85"/>
  <path d="M60 480c0-110 80-180 180-180s180 70 180 180z" fill="#fff" fill-opacity="0.85"/>
</svg>`;
}

/** The picture of one seed item, as JPEG variants (AVIF, WebP and JPEG) like a photo upload. */
export async function drawSeedPicture(kind: SeedPictureKind, name: string): Promise<PictureVariants> {
  const svg = kind === 'lector' ? portrait(name) : illustration(kind, name);
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  return makePictureVariants(jpeg);
}

/** The alternative text of a seed picture: what it shows, in Bulgarian. */
export function seedPictureAlt(kind: SeedPictureKind, name: string): string {
  switch (kind) {
    case 'course':
      return `Илюстрация към „${name}“: растящи стълбове на цветен фон`;
    case 'event':
      return `Илюстрация към „${name}“: календар с два отбелязани дни`;
    case 'article':
      return `Илюстрация към статията „${name}“: страница с текст`;
    case 'lector':
      return `Портрет на ${name} (илюстрация)`;
  }
}
