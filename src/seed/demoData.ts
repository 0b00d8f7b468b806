/** The centre's demo data: accounts, families and their children, daily operations (each feature's own demo records, the site's content among them, are in its seed.ts). */

export const DEV_PASSWORDS = {
  admin: 'admin-dev-123',
  editor: 'editor-dev-123',
  parent: 'parent-dev-123',
  teacher: 'teacher-dev-123',
} as const

export const seedPasswords = () => ({
  admin: process.env.ADMIN_PASSWORD || DEV_PASSWORDS.admin,
  editor: process.env.EDITOR_PASSWORD || DEV_PASSWORDS.editor,
  parent: process.env.DEMO_PARENT_PASSWORD || DEV_PASSWORDS.parent,
  teacher: process.env.DEMO_TEACHER_PASSWORD || DEV_PASSWORDS.teacher,
})

export type DemoChild = {
  firstName: string
  lastName: string
  dateOfBirth: string
  ageGroup: string
  enrollmentDate: string
  specialNeeds?: string
  allergies?: string
  medicalConditions?: string
  dietaryRestrictions?: string
  emergencyContact?: string
  emergencyContactPhone?: string
  preferredNapTime?: string
  favoriteActivities?: string
}

export type DemoFamily = {
  username: string
  firstName: string
  lastName: string
  email: string
  /** The two /parent-portal demo accounts. */
  portalDemo?: boolean
  children: DemoChild[]
}

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    username: 'maria.garcia',
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria.garcia@example.com',
    portalDemo: true,
    children: [
      {
        firstName: 'Sofia',
        lastName: 'Garcia',
        dateOfBirth: '2022-04-12',
        ageGroup: 'preschool',
        enrollmentDate: '2024-09-03',
        allergies: 'Peanuts',
        emergencyContact: 'Luis Garcia (father)',
        emergencyContactPhone: '(919) 555-0142',
        preferredNapTime: '12:30 PM',
        favoriteActivities: 'Painting, dancing, the sand table',
      },
    ],
  },
  {
    username: 'james.okafor',
    firstName: 'James',
    lastName: 'Okafor',
    email: 'james.okafor@example.com',
    portalDemo: true,
    children: [
      {
        firstName: 'Amara',
        lastName: 'Okafor',
        dateOfBirth: '2024-02-29',
        ageGroup: 'toddler',
        enrollmentDate: '2025-01-06',
        dietaryRestrictions: 'No pork',
        emergencyContact: 'Ngozi Okafor (mother)',
        emergencyContactPhone: '(919) 555-0187',
        preferredNapTime: '1:00 PM',
        favoriteActivities: 'Stacking blocks, singing',
      },
    ],
  },
  {
    username: 'wei.chen',
    firstName: 'Wei',
    lastName: 'Chen',
    email: 'wei.chen@example.com',
    children: [
      {
        firstName: 'Lily',
        lastName: 'Chen',
        dateOfBirth: '2025-11-02',
        ageGroup: 'infant',
        enrollmentDate: '2026-03-02',
        preferredNapTime: '10:00 AM and 2:30 PM',
      },
      {
        firstName: 'Ethan',
        lastName: 'Chen',
        dateOfBirth: '2018-06-21',
        ageGroup: 'school-age',
        enrollmentDate: '2023-08-28',
        favoriteActivities: 'Chess club, reading',
      },
    ],
  },
  {
    username: 'fatima.hassan',
    firstName: 'Fatima',
    lastName: 'Hassan',
    email: 'fatima.hassan@example.com',
    children: [
      {
        firstName: 'Yusuf',
        lastName: 'Hassan',
        dateOfBirth: '2021-09-15',
        ageGroup: 'preschool',
        enrollmentDate: '2023-01-09',
        specialNeeds: 'Speech therapy on Tuesdays; visual schedules help with transitions.',
        dietaryRestrictions: 'Halal meals',
      },
    ],
  },
  {
    username: 'emily.brooks',
    firstName: 'Emily',
    lastName: 'Brooks',
    email: 'emily.brooks@example.com',
    children: [
      {
        firstName: 'Noah',
        lastName: 'Brooks',
        dateOfBirth: '2023-07-08',
        ageGroup: 'toddler',
        enrollmentDate: '2024-08-19',
        medicalConditions: 'Mild asthma; inhaler kept in the office.',
        allergies: 'Dairy',
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------------
// Daily operations: classrooms and teachers (pickups, attendance and incidents: their features' seed.ts)
// ---------------------------------------------------------------------------------------------------

/** The centre's rooms, youngest first: ages in months (the oldest excluded) and capacity. */
export const CLASSROOMS = [
  { name: 'Sunflower Room', ageFromMonths: 0, ageToMonths: 12, capacity: 10 },
  { name: 'Ladybug Room', ageFromMonths: 12, ageToMonths: 24, capacity: 12 },
  { name: 'Butterfly Room', ageFromMonths: 24, ageToMonths: 36, capacity: 20 },
  { name: 'Rainbow Room', ageFromMonths: 36, ageToMonths: 60, capacity: 25 },
  { name: 'Explorers Room', ageFromMonths: 60, ageToMonths: 156, capacity: 25 },
] as const

/** Each demo child's room, by first name. */
export const CHILD_CLASSROOMS: Record<string, (typeof CLASSROOMS)[number]['name']> = {
  Sofia: 'Rainbow Room',
  Noah: 'Rainbow Room',
  Amara: 'Butterfly Room',
  Lily: 'Ladybug Room',
  Ethan: 'Explorers Room',
  Yusuf: 'Explorers Room',
}

/** The demo teachers (password: DEMO_TEACHER_PASSWORD; README "Demo logins"). */
export const TEACHERS = [
  { username: 'ana.lopez', firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@multicultural-childcare.example', classrooms: ['Rainbow Room'] },
  { username: 'david.kim', firstName: 'David', lastName: 'Kim', email: 'david.kim@multicultural-childcare.example', classrooms: ['Butterfly Room'] },
  { username: 'priya.nair', firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@multicultural-childcare.example', classrooms: ['Sunflower Room', 'Ladybug Room'] },
  { username: 'tom.baker', firstName: 'Tom', lastName: 'Baker', email: 'tom.baker@multicultural-childcare.example', classrooms: ['Explorers Room'] },
] as const
