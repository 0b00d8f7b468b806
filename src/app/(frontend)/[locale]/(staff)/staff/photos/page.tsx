// The address is this file's place in src/app; the page lives with its feature (src/features/photos).
export { default, generateMetadata } from '@/features/photos/screens/staff/ClassroomPhotosPage'
