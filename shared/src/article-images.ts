// Where the API serves an uploaded article image: root-relative, so content that embeds it keeps working
// on whatever host serves the site. The API, the reader and the console all write it from here.
export function articleImagePath(fileName: string): string {
  return `/api/articles/images/${encodeURIComponent(fileName)}`;
}
