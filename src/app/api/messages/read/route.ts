// The URL is this file's place in src/app; the handler lives with its feature (src/features/messages).
export { POST } from '@/features/messages/routes/read'
