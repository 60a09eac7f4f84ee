/// <reference types="vitest/config" />
import { defineConfig, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'

const isTest = Boolean(process.env.VITEST)

const pwa: PluginOption = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false, // registered by src/app/serviceWorker.ts through workbox-window
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'fonts/LICENSE-DejaVu.txt'],
  manifest: {
    name: 'Alfil: torneos y competiciones de ajedrez',
    short_name: 'Alfil',
    description: 'Gestión de torneos, emparejamientos, desempates y actas de ajedrez sin conexión',
    lang: 'es',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f7f5f0',
    theme_color: '#1f3b57',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: 'icons/icon-512-maskable.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html}'],
    navigateFallback: '/index.html',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  },
})

export default defineConfig({
  plugins: isTest ? [react()] : [react(), pwa],
  worker: { format: 'es' },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1' },
  test: {
    environment: 'node',
    setupFiles: ['./test/helpers/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'threads',
  },
})
