import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { DEFAULT_LOCALE, isLocale, type Locale } from './types.ts'

interface LocaleState {
  locale: Locale
  setLocale: (locale: Locale) => void
}

/** The chosen language, remembered on this device (a UI preference, not registry data). */
export const useLocaleStore = create<LocaleState>()(
  persist(
    (set) => ({
      locale: DEFAULT_LOCALE,
      setLocale: (locale) => set({ locale }),
    }),
    {
      name: 'alfil.locale',
      merge: (persisted, current) => {
        const locale = (persisted as { locale?: unknown } | undefined)?.locale
        return { ...current, locale: isLocale(locale) ? locale : current.locale }
      },
    },
  ),
)
