// The URL is this file's place in src/app; the handler lives with its feature (src/features/contact).
export { GET } from '@/features/contact/routes/messages'
