'use client'

import { useTranslations } from 'next-intl'

import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ChoiceSelect } from '@/components/forms/ChoiceSelect'
import { MAX, MOODS } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { AddRecordDialog, type FieldRenderer } from './AddRecordDialog'
import { DEFAULT_SCRATCH_MILESTONE_CATEGORY, fullName, SCRATCH_MILESTONE_CATEGORIES } from './scratchRecords'
import { scratchStore } from './store'
import type { ChildInput, DailyActivityInput, MilestoneInput, ParentInput, ScratchChild, ScratchParent } from './types'

const today = () => isoDate(localToday())

/** The practice screens' words (`staff.practice`), for the field helpers below. */
type Texts = ReturnType<typeof useTranslations<'staff.practice'>>

/** The parent and child forms' first and last name. */
const nameFields = (t: Texts, field: FieldRenderer<{ firstName: string; lastName: string }>) => (
  <>
    {field('firstName', t('fields.firstName'), (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
    {field('lastName', t('fields.lastName'), (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
  </>
)

const emergencyContactField = (t: Texts, field: FieldRenderer<{ emergencyContact: string }>) =>
  field('emergencyContact', t('fields.emergencyContact'), (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)

const emptyParent = (): ParentInput => ({ firstName: '', lastName: '', email: '', phone: '', address: '', emergencyContact: '' })

export function AddParentDialog() {
  const t = useTranslations('staff.practice')
  return (
    <AddRecordDialog kind="parent" emptyValues={emptyParent} save={scratchStore.addParent}>
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {nameFields(t, field)}
          </div>
          {field('email', t('fields.email'), (control) => <Input type="email" autoComplete="off" maxLength={MAX.email} {...control} />)}
          {field('phone', t('fields.phone'), (control) => <Input type="tel" autoComplete="off" maxLength={MAX.phone} {...control} />)}
          {field('address', t('fields.address'), (control) => <Textarea rows={2} maxLength={MAX.line} {...control} />)}
          {emergencyContactField(t, field)}
        </>
      )}
    </AddRecordDialog>
  )
}

const emptyChild = (): ChildInput => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  parentId: '',
  emergencyContact: '',
  medicalInfo: '',
  allergies: '',
  enrollmentDate: today(),
})

export function AddChildDialog({ parents }: { parents: readonly ScratchParent[] }) {
  const t = useTranslations('staff.practice')
  return (
    <AddRecordDialog kind="child" emptyValues={emptyChild} save={scratchStore.addChild}>
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {nameFields(t, field)}
            {field('dateOfBirth', t('fields.dateOfBirth'), (control) => <Input type="date" max={today()} {...control} />)}
            {field('enrollmentDate', t('fields.enrollmentDate'), (control) => <Input type="date" {...control} />)}
          </div>
          {field(
            'parentId',
            t('fields.parent'),
            (control) => <ChoiceSelect choices={nameChoices(parents)} placeholder={t('fields.selectParent')} {...control} />,
            parents.length === 0 ? t('fields.noParents') : undefined,
          )}
          {emergencyContactField(t, field)}
          {field('medicalInfo', t('fields.medicalInfo'), (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          {field('allergies', t('fields.allergies'), (control) => <Textarea rows={2} maxLength={MAX.text} {...control} />)}
        </>
      )}
    </AddRecordDialog>
  )
}

/** The parent and child pickers' choices: each person by name. */
const nameChoices = (people: readonly (ScratchParent | ScratchChild)[]) => people.map((person) => ({ value: person.id, label: fullName(person) }))

/** The activity and milestone forms' child picker. */
const childField = (t: Texts, field: FieldRenderer<{ childId: string }>, childRecords: readonly ScratchChild[]) =>
  field(
    'childId',
    t('fields.child'),
    (control) => <ChoiceSelect choices={nameChoices(childRecords)} placeholder={t('fields.selectChild')} {...control} />,
    childRecords.length === 0 ? t('fields.noChildren') : undefined,
  )

const emptyDailyActivity = (): DailyActivityInput => ({
  childId: '',
  date: today(),
  meals: '',
  naps: '',
  activities: '',
  mood: '',
  notes: '',
  staffName: '',
})

export function AddDailyActivityDialog({ childRecords }: { childRecords: readonly ScratchChild[] }) {
  const t = useTranslations('staff.practice')
  const moods = MOODS.map((mood) => ({ value: mood, label: t(`moods.${mood}`) }))
  return (
    <AddRecordDialog kind="dailyActivity" emptyValues={emptyDailyActivity} save={scratchStore.addDailyActivity}>
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {childField(t, field, childRecords)}
            {field('date', t('fields.date'), (control) => <Input type="date" {...control} />)}
          </div>
          {field('meals', t('fields.meals'), (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('naps', t('fields.naps'), (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('activities', t('fields.activities'), (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('mood', t('fields.mood'), (control) => <ChoiceSelect choices={moods} placeholder={t('fields.selectMood')} {...control} />)}
            {field('staffName', t('fields.staffName'), (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
          </div>
          {field('notes', t('fields.notes'), (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
        </>
      )}
    </AddRecordDialog>
  )
}

const emptyMilestone = (): MilestoneInput => ({
  childId: '',
  title: '',
  description: '',
  category: DEFAULT_SCRATCH_MILESTONE_CATEGORY,
  achievedDate: today(),
  notes: '',
})

/** A milestone whose achieved date was left empty was achieved today. */
const saveMilestone = (milestone: MilestoneInput) => scratchStore.addMilestone({ ...milestone, achievedDate: milestone.achievedDate || today() })

export function AddMilestoneDialog({ childRecords }: { childRecords: readonly ScratchChild[] }) {
  const t = useTranslations('staff.practice')
  const categories = SCRATCH_MILESTONE_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))
  return (
    <AddRecordDialog kind="milestone" emptyValues={emptyMilestone} save={saveMilestone}>
      {(field) => (
        <>
          {childField(t, field, childRecords)}
          {field('title', t('fields.title'), (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('description', t('fields.description'), (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('category', t('fields.category'), (control) => <ChoiceSelect choices={categories} {...control} />)}
            {field('achievedDate', t('fields.achievedDate'), (control) => <Input type="date" {...control} />)}
          </div>
          {field('notes', t('fields.notes'), (control) => <Textarea rows={2} maxLength={MAX.text} {...control} />)}
        </>
      )}
    </AddRecordDialog>
  )
}
