// The URL is this file's place in src/app; the handler lives with its feature (src/features/messages).
export { GET } from '@/features/messages/routes/unread'
