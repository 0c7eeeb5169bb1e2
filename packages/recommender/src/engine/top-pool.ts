/** Keeps the best `size` (album, score) pairs seen, without sorting everything. */
export class TopPool {
  private readonly scores: Float64Array;
  private readonly albums: Int32Array;
  private filled = 0;
  private minAt = 0;

  constructor(private readonly size: number) {
    this.scores = new Float64Array(size);
    this.albums = new Int32Array(size);
  }

  /** The score an album must beat to get in. */
  get threshold(): number {
    return this.filled < this.size ? -Infinity : (this.scores[this.minAt] as number);
  }

  offer(album: number, score: number) {
    if (this.filled < this.size) {
      this.scores[this.filled] = score;
      this.albums[this.filled] = album;
      this.filled += 1;
      if (this.filled === this.size) this.findMin();
      return;
    }
    if (score <= (this.scores[this.minAt] as number)) return;
    this.scores[this.minAt] = score;
    this.albums[this.minAt] = album;
    this.findMin();
  }

  private findMin() {
    let at = 0;
    for (let i = 1; i < this.filled; i += 1) {
      if ((this.scores[i] as number) < (this.scores[at] as number)) at = i;
    }
    this.minAt = at;
  }

  /** Best first; ties go to the lower album index so results never depend on arrival order. */
  sorted(): { album: number; score: number }[] {
    const out = [];
    for (let i = 0; i < this.filled; i += 1)
      out.push({ album: this.albums[i] as number, score: this.scores[i] as number });
    return out.sort((a, b) => b.score - a.score || a.album - b.album);
  }
}
