/** Splits streamed text into complete lines, keeping the unfinished tail for the next chunk. */
export interface LineSplitter {
  /** Complete lines in this chunk, without their line ends. */
  push(chunk: string): string[]
  /** The last line when the text did not end with a line break. */
  finish(): string[]
}

/** Creates a splitter that accepts LF and CRLF line ends across chunk borders. */
export function createLineSplitter(): LineSplitter {
  let tail = ''
  const strip = (line: string): string => (line.endsWith('\r') ? line.slice(0, -1) : line)
  return {
    push(chunk) {
      const text = tail + chunk
      const lines = text.split('\n')
      tail = lines.pop() ?? ''
      return lines.map(strip)
    },
    finish() {
      const last = strip(tail)
      tail = ''
      return last.length > 0 ? [last] : []
    },
  }
}

/** Keeps error counts and the first few errors for the summary. */
export class ErrorLog<E> {
  count = 0
  readonly kept: E[] = []
  constructor(private readonly limit: number) {}
  add(error: E): void {
    this.count++
    if (this.kept.length < this.limit) this.kept.push(error)
  }
}
