// The URL is this file's place in src/app; the handler lives with its feature (src/features/ratios).
export { GET } from '@/features/ratios/routes/stream'

// Route segment config is read from this file itself, so it stays here.
export const dynamic = 'force-dynamic'
