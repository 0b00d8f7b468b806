import { Applications } from './Applications'
import { Children } from './Children'
import { ContactMessages } from './ContactMessages'
import { CurriculumActivities } from './CurriculumActivities'
import { DailyActivities } from './DailyActivities'
import { DevelopmentVideos } from './DevelopmentVideos'
import { Galleries } from './Galleries'
import { Media } from './Media'
import { Milestones } from './Milestones'
import { Newsletters } from './Newsletters'
import { Users } from './Users'

export const collections = [
  Users,
  Children,
  CurriculumActivities,
  DevelopmentVideos,
  DailyActivities,
  Milestones,
  Applications,
  ContactMessages,
  Media,
  Newsletters,
  Galleries,
]
