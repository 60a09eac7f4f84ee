/**
 * Mutated inputs for the readers' property tests: a sound sample file changed a few times at
 * random (characters flipped, inserted or deleted, lines dropped, repeated or swapped, the file
 * cut short, a chunk repeated into a very long line), or, for JSON files, a value somewhere in
 * the document replaced by another of any type, a field dropped, a list item repeated.
 */
import fc from 'fast-check'

/** Runs per reader: a few hundred in `npm test`, more with `npm run fuzz -- N`. */
export const FUZZ_RUNS = Number(process.env.ALFIL_FUZZ_RUNS ?? 300)

// The suite's runs are reproducible (one seed, so a red run can be replayed and main stays
// green or red for a reason); `npm run fuzz` explores with fresh seeds (ALFIL_FUZZ_SEED unset
// there gives a random one). A finding is replayed with ALFIL_FUZZ_SEED=<seed>.
if (!process.env.ALFIL_FUZZ_REPORT || process.env.ALFIL_FUZZ_SEED)
  fc.configureGlobal({ seed: Number(process.env.ALFIL_FUZZ_SEED ?? 20261201) })

/** Characters that trip readers: separators, signs, quotes, markup, controls, bidi, non-ASCII. */
const NASTY = [
  ' ',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '-',
  '+',
  '=',
  '@',
  '/',
  '.',
  ',',
  ';',
  '"',
  "'",
  '<',
  '>',
  '&',
  '&amp;',
  '&#0;',
  '{',
  '}',
  '[',
  ']',
  ':',
  '0',
  '9',
  'x',
  'Z',
  'ñ',
  'Í',
  '€',
  '\u0000',
  '\u0007',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\ud800',
  '😀',
  '1e999',
  '-0',
  'NaN',
]

const piece = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^\d{1,6}$/),
)

type Edit = (s: string) => string
const at = (s: string, n: number) => (s.length === 0 ? 0 : n % (s.length + 1))
const lines = (s: string) => s.split('\n')

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), piece).map(([n, p]): Edit => (s) => {
    const i = at(s, n)
    return s.slice(0, i) + p + s.slice(i + 1)
  }),
  fc.tuple(fc.nat(), piece).map(([n, p]): Edit => (s) => {
    const i = at(s, n)
    return s.slice(0, i) + p + s.slice(i)
  }),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 40 })).map(([n, k]): Edit => (s) => {
    const i = at(s, n)
    return s.slice(0, i) + s.slice(i + k)
  }),
  fc.nat().map(
    (n): Edit =>
      (s) =>
        s.slice(0, at(s, n)),
  ),
  fc.tuple(fc.nat(), fc.constantFrom('drop', 'repeat', 'swap')).map(([n, how]): Edit => (s) => {
    const ls = lines(s)
    const i = n % ls.length
    const j = (n * 7 + 3) % ls.length
    if (how === 'drop') ls.splice(i, 1)
    else if (how === 'repeat') ls.splice(i, 0, ls[i] ?? '')
    else [ls[i], ls[j]] = [ls[j] ?? '', ls[i] ?? '']
    return ls.join('\n')
  }),
  fc
    .tuple(fc.nat(), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 2, max: 600 }))
    .map(([n, len, times]): Edit => (s) => {
      const i = at(s, n)
      return s.slice(0, i) + s.slice(i, i + len).repeat(times) + s.slice(i)
    }),
)

/** A sound text changed one to six times. */
export function textMutant(sample: string): fc.Arbitrary<string> {
  return fc
    .array(edit, { minLength: 1, maxLength: 6 })
    .map((edits) => edits.reduce((s, e) => e(s), sample))
}

/** The bytes of a text mutant, sometimes as Latin-1 and sometimes with a stray high byte. */
export function bytesMutant(sample: string): fc.Arbitrary<Uint8Array> {
  return fc.tuple(textMutant(sample), fc.boolean(), fc.nat()).map(([s, latin, n]) => {
    const bytes = latin
      ? Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff)
      : new TextEncoder().encode(s)
    if (n % 5 === 0 && bytes.length > 0) bytes[n % bytes.length] = 0x80 + (n % 0x80)
    return bytes
  })
}

type Json = unknown

const strange: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, '', 'x', -1, 0, 1.5, 1e308, true, [], {}, '2026-13-45', '9-9', '\u202e'),
  fc.string({ maxLength: 5 }).map((s) => s.repeat(400)),
)

/** Replaces, drops or repeats the value found by walking `path` (indices modulo the size). */
function changeAt(doc: Json, path: readonly number[], how: number, value: Json): Json {
  if (path.length === 0 || doc === null || typeof doc !== 'object') return value
  const [step = 0, ...rest] = path
  if (Array.isArray(doc)) {
    if (doc.length === 0) return how % 2 ? [value] : doc
    const i = step % doc.length
    const copy = [...doc]
    if (rest.length === 0 && how % 4 === 1) copy.splice(i, 1)
    else if (rest.length === 0 && how % 4 === 2) copy.splice(i, 0, copy[i])
    else copy[i] = changeAt(copy[i], rest, how, value)
    return copy
  }
  const keys = Object.keys(doc)
  if (keys.length === 0) return how % 2 ? { x: value } : doc
  const key = keys[step % keys.length] as string
  const copy: Record<string, Json> = { ...(doc as Record<string, Json>) }
  if (rest.length === 0 && how % 4 === 1) delete copy[key]
  else if (rest.length === 0 && how % 4 === 2) copy[`${key}_`] = copy[key]
  else copy[key] = changeAt(copy[key], rest, how, value)
  return copy
}

/** A sound JSON document changed one to four times deep inside, sometimes also as text. */
export function jsonMutant(sample: Json): fc.Arbitrary<string> {
  const change = fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 7 }), fc.nat(), strange)
  return fc
    .tuple(fc.array(change, { minLength: 1, maxLength: 4 }), fc.nat({ max: 9 }))
    .chain(([changes, textual]) => {
      const doc = changes.reduce((d, [path, how, value]) => changeAt(d, path, how, value), sample)
      const text = JSON.stringify(doc)
      return textual === 0 ? textMutant(text) : fc.constant(text)
    })
}

/** Longest time and heap growth seen for one input, printed by `npm run fuzz` (never asserted). */
export function measured<T>(name: string, read: () => T): T {
  const heap = process.memoryUsage().heapUsed
  const start = performance.now()
  const out = read()
  const ms = performance.now() - start
  const grown = process.memoryUsage().heapUsed - heap
  const m = (WORST[name] ??= { ms: 0, mb: 0, runs: 0 })
  m.runs++
  m.ms = Math.max(m.ms, ms)
  m.mb = Math.max(m.mb, grown / 1e6)
  return out
}

const WORST: Record<string, { ms: number; mb: number; runs: number }> = {}

/** Prints the worst time and heap growth per reader when `ALFIL_FUZZ_REPORT` is set. */
export function reportWorst(): void {
  if (!process.env.ALFIL_FUZZ_REPORT) return
  for (const [name, m] of Object.entries(WORST))
    console.log(
      `fuzz ${name}: ${m.runs} inputs, slowest ${m.ms.toFixed(1)} ms, heap +${m.mb.toFixed(1)} MB at most`,
    )
}
