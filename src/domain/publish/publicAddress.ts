/** The public address is a tournament setting (its rule lives with the tournament's). */
export { normalizePublicUrl, PUBLIC_URL_MAX, setPublicUrl } from '../tournament/index.ts'
