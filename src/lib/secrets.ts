import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares two secrets in constant time, whatever their lengths. */
export const sameSecret = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected))
