// The URL is this file's place in src/app; the handler lives with its feature (src/features/contact).
export { POST } from '@/features/contact/routes/contact'
