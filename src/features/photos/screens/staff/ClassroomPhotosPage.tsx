import { ClassroomPhotosScreen } from './ClassroomPhotosScreen'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.operations.photos.title')

export default async function ClassroomPhotosPage(props: LocaleParams) {
  await pageLocale(props)
  return <ClassroomPhotosScreen />
}
