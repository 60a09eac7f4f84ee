/**
 * Counts in words. A message whose count can be 1 has a `…One` sibling in the catalogues with
 * the singular ('1 encuentro', '1 match'); in Spanish and English exactly 1 takes it and every
 * other number, 0 included, the plural.
 */
import { isMessageKey, type MessageKey, type MessageParams, type TFunction } from './index.ts'

/** The message for `n`: its `One` form for exactly 1 when the catalogue has one. */
export function pluralKey(key: MessageKey, n: number): MessageKey {
  const one = `${key}One`
  return n === 1 && isMessageKey(one) ? one : key
}

/** `t` with the message chosen by the count `n`, which is also passed as `{n}`. */
export function countText(t: TFunction, key: MessageKey, n: number, params?: MessageParams) {
  return t(pluralKey(key, n), { n, ...params })
}
