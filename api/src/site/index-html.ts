// The shell's index.html held in memory: read again only when the file's modification time or size changes
// (a rebuild), so a page with server-written meta tags costs a stat, not a read.
import { readFile, stat } from 'node:fs/promises';

export class IndexHtml {
  private cached: { mtimeMs: number; size: number; html: string } | null = null;

  constructor(readonly file: string) {}

  /** The document, or null when the shell is not built. */
  async read(): Promise<string | null> {
    const info = await stat(this.file).catch(() => null);
    if (!info?.isFile()) {
      this.cached = null;
      return null;
    }
    if (this.cached && this.cached.mtimeMs === info.mtimeMs && this.cached.size === info.size) return this.cached.html;
    const html = await readFile(this.file, 'utf8');
    this.cached = { mtimeMs: info.mtimeMs, size: info.size, html };
    return html;
  }

  /** When the shell was last built, or null when it is not. */
  async modifiedAt(): Promise<Date | null> {
    const info = await stat(this.file).catch(() => null);
    return info?.isFile() ? info.mtime : null;
  }
}
