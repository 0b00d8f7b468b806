'use client'

import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { MAX, MOODS } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { AddRecordDialog } from './AddRecordDialog'
import { capitalized } from './RecordLists'
import { DEFAULT_SCRATCH_MILESTONE_CATEGORY, fullName, REQUIRED_FIELDS, SCRATCH_MILESTONE_CATEGORIES } from './records'
import { scratchStore } from './store'
import type { ChildInput, DailyActivityInput, MilestoneInput, ParentInput, ScratchChild, ScratchParent } from './types'

const today = () => isoDate(localToday())

const emptyParent = (): ParentInput => ({ firstName: '', lastName: '', email: '', phone: '', address: '', emergencyContact: '' })

export function AddParentDialog() {
  return (
    <AddRecordDialog
      kind="parent"
      title="Add Parent"
      description="A parent or guardian, for practice in this tab."
      required={REQUIRED_FIELDS.parent}
      emptyValues={emptyParent}
      save={scratchStore.addParent}
    >
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('firstName', 'First Name', (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
            {field('lastName', 'Last Name', (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
          </div>
          {field('email', 'Email', (control) => <Input type="email" autoComplete="off" maxLength={MAX.email} {...control} />)}
          {field('phone', 'Phone', (control) => <Input type="tel" autoComplete="off" maxLength={MAX.phone} {...control} />)}
          {field('address', 'Address', (control) => <Textarea rows={2} maxLength={MAX.line} {...control} />)}
          {field('emergencyContact', 'Emergency Contact', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
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
    <AddRecordDialog
      kind="child"
      title="Add Child"
      description="A child and the parent they belong to, for practice in this tab."
      required={REQUIRED_FIELDS.child}
      emptyValues={emptyChild}
      save={scratchStore.addChild}
    >
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('firstName', 'First Name', (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
            {field('lastName', 'Last Name', (control) => <Input autoComplete="off" maxLength={MAX.name} {...control} />)}
            {field('dateOfBirth', 'Date of Birth', (control) => <Input type="date" max={today()} {...control} />)}
            {field('enrollmentDate', 'Enrollment Date', (control) => <Input type="date" {...control} />)}
          </div>
          {field(
            'parentId',
            'Parent',
            (control) => (
              <NativeSelect {...control}>
                <option value="">Select a parent</option>
                {parents.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {fullName(parent)}
                  </option>
                ))}
              </NativeSelect>
            ),
            parents.length === 0 ? 'No parents yet: add a parent first.' : undefined,
          )}
          {field('emergencyContact', 'Emergency Contact', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('medicalInfo', 'Medical Information', (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          {field('allergies', 'Allergies', (control) => <Textarea rows={2} maxLength={MAX.text} {...control} />)}
        </>
      )}
    </AddRecordDialog>
  )
}

/** The child picker of the activity and milestone forms. */
function ChildOptions({ records }: { records: readonly ScratchChild[] }) {
  return (
    <>
      <option value="">Select a child</option>
      {records.map((child) => (
        <option key={child.id} value={child.id}>
          {fullName(child)}
        </option>
      ))}
    </>
  )
}

const noChildrenHint = (children: readonly ScratchChild[]) => (children.length === 0 ? 'No children yet: add a child first.' : undefined)

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
    <AddRecordDialog
      kind="dailyActivity"
      title="Add Daily Activity"
      description="How a child's day went: meals, naps, activities and mood."
      required={REQUIRED_FIELDS.dailyActivity}
      emptyValues={emptyDailyActivity}
      save={scratchStore.addDailyActivity}
    >
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              'childId',
              'Child',
              (control) => (
                <NativeSelect {...control}>
                  <ChildOptions records={childRecords} />
                </NativeSelect>
              ),
              noChildrenHint(childRecords),
            )}
            {field('date', 'Date', (control) => <Input type="date" {...control} />)}
          </div>
          {field('meals', 'Meals', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('naps', 'Naps', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('activities', 'Activities', (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('mood', 'Mood', (control) => (
              <NativeSelect {...control}>
                <option value="">Select a mood</option>
                {MOODS.map((mood) => (
                  <option key={mood} value={mood}>
                    {capitalized(mood)}
                  </option>
                ))}
              </NativeSelect>
            ))}
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

export function AddMilestoneDialog({ childRecords }: { childRecords: readonly ScratchChild[] }) {
  return (
    <AddRecordDialog
      kind="milestone"
      title="Add Milestone"
      description="Something a child achieved, and when."
      required={REQUIRED_FIELDS.milestone}
      emptyValues={emptyMilestone}
      save={(milestone) => scratchStore.addMilestone({ ...milestone, achievedDate: milestone.achievedDate || today() })}
    >
      {(field) => (
        <>
          {field(
            'childId',
            'Child',
            (control) => (
              <NativeSelect {...control}>
                <ChildOptions records={childRecords} />
              </NativeSelect>
            ),
            noChildrenHint(childRecords),
          )}
          {field('title', 'Title', (control) => <Input autoComplete="off" maxLength={MAX.line} {...control} />)}
          {field('description', 'Description', (control) => <Textarea rows={3} maxLength={MAX.text} {...control} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('category', 'Category', (control) => (
              <NativeSelect {...control}>
                {SCRATCH_MILESTONE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {capitalized(category)}
                  </option>
                ))}
              </NativeSelect>
            ))}
            {field('achievedDate', 'Achieved Date', (control) => <Input type="date" {...control} />)}
          </div>
          {field('notes', 'Notes', (control) => <Textarea rows={2} maxLength={MAX.text} {...control} />)}
        </>
      )}
    </AddRecordDialog>
  )
}
