// Where the API serves an uploaded article image. Root-relative, so content that embeds it keeps
// working on whatever host serves the site.
export function articleImageUrl(fileName: string): string {
  return `/api/articles/images/${encodeURIComponent(fileName)}`;
}
