'use client'

import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { choicesOf } from '@/components/forms/choices'
import { ChoiceSelect } from '@/components/forms/ChoiceSelect'
import { MAX, MOODS } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { AddRecordDialog, type FieldRenderer } from './AddRecordDialog'
import { DEFAULT_SCRATCH_MILESTONE_CATEGORY, fullName, SCRATCH_MILESTONE_CATEGORIES } from './records'
import { scratchStore } from './store'
import type { ChildInput, DailyActivityInput, MilestoneInput, ParentInput, ScratchChild, ScratchParent } from './types'

const today = () => isoDate(localToday())

/** The parent and child forms' first and last name. */
const nameFields = (field: FieldRenderer<{ firstName: string; lastName: string }>) => (
  <>
    {field('firstName', 'First Name', (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
    {field('lastName', 'Last Name', (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
  </>
)

const emergencyContactField = (field: FieldRenderer<{ emergencyContact: string }>) =>
  field('emergencyContact', 'Emergency Contact', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)

const emptyParent = (): ParentInput => ({ firstName: '', lastName: '', email: '', phone: '', address: '', emergencyContact: '' })

export function AddParentDialog() {
  return (
    <AddRecordDialog kind="parent" emptyValues={emptyParent} save={scratchStore.addParent}>
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {nameFields(field)}
          </div>
          {field('email', 'Email', (control) => <Input type="email" autoComplete="off" maxLength={MAX.email} {...control} />)}
          {field('phone', 'Phone', (control) => <Input type="tel" autoComplete="off" maxLength={MAX.phone} {...control} />)}
          {field('address', 'Address', (control) => <Textarea rows={2} maxLength={MAX.line} {...control} />)}
          {emergencyContactField(field)}
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
  return (
    <AddRecordDialog kind="child" emptyValues={emptyChild} save={scratchStore.addChild}>
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {nameFields(field)}
            {field('dateOfBirth', 'Date of Birth', (control) => <Input type="date" max={today()} {...control} />)}
            {field('enrollmentDate', 'Enrollment Date', (control) => <Input type="date" {...control} />)}
          </div>
          {field(
            'parentId',
            'Parent',
            (control) => <ChoiceSelect choices={nameChoices(parents)} placeholder="Select a parent" {...control} />,
            parents.length === 0 ? 'No parents yet: add a parent first.' : undefined,
          )}
          {emergencyContactField(field)}
          {field('medicalInfo', 'Medical Information', (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          {field('allergies', 'Allergies', (control) => <Textarea rows={2} maxLength={MAX.text} {...control} />)}
        </>
      )}
    </AddRecordDialog>
  )
}

/** The parent and child pickers' choices: each person by name. */
const nameChoices = (people: readonly (ScratchParent | ScratchChild)[]) => people.map((person) => ({ value: person.id, label: fullName(person) }))

/** The activity and milestone forms' child picker. */
const childField = (field: FieldRenderer<{ childId: string }>, childRecords: readonly ScratchChild[]) =>
  field(
    'childId',
    'Child',
    (control) => <ChoiceSelect choices={nameChoices(childRecords)} placeholder="Select a child" {...control} />,
    childRecords.length === 0 ? 'No children yet: add a child first.' : undefined,
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
  return (
    <AddRecordDialog kind="dailyActivity" emptyValues={emptyDailyActivity} save={scratchStore.addDailyActivity}>
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {childField(field, childRecords)}
            {field('date', 'Date', (control) => <Input type="date" {...control} />)}
          </div>
          {field('meals', 'Meals', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('naps', 'Naps', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('activities', 'Activities', (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('mood', 'Mood', (control) => <ChoiceSelect choices={choicesOf(MOODS)} placeholder="Select a mood" {...control} />)}
            {field('staffName', 'Staff Name', (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
          </div>
          {field('notes', 'Notes', (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
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
  return (
    <AddRecordDialog kind="milestone" emptyValues={emptyMilestone} save={saveMilestone}>
      {(field) => (
        <>
          {childField(field, childRecords)}
          {field('title', 'Title', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('description', 'Description', (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('category', 'Category', (control) => <ChoiceSelect choices={choicesOf(SCRATCH_MILESTONE_CATEGORIES)} {...control} />)}
            {field('achievedDate', 'Achieved Date', (control) => <Input type="date" {...control} />)}
          </div>
          {field('notes', 'Notes', (control) => <Textarea rows={2} maxLength={MAX.text} {...control} />)}
        </>
      )}
    </AddRecordDialog>
  )
}
