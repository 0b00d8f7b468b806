'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { FormField } from '@/components/forms/FormField'
import { formFields } from '@/components/forms/formFields'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { FormListTab } from '../shared/FormListTab'
import { api } from '@/contract/api'
import { useStaffList } from '../shared/lists'
import { childChoices } from '../shared/recordChoices'

type PhotoDetails = { childId: string; title: string; description: string }

/** SPEC §5 */
const MISSING = 'Please select a child and photo title before uploading.'
const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF...).'

/**
 * The photo form of /admin. SPEC §2: submitting makes no server call, and parents' photo gallery is
 * "Coming Soon". So the form checks what it can and then says plainly that nothing was stored.
 */
export function PhotosTab() {
  const children = useStaffList(api.admin.children)
  const [fileError, setFileError] = useState<string>()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<PhotoDetails>({ defaultValues: { childId: '', title: '', description: '' } })
  const field = formFields({ register, errors }, { idPrefix: 'admin-photo' })

  const onFileChosen = (input: HTMLInputElement) => {
    const file = input.files?.[0]
    if (file && !file.type.startsWith('image/')) {
      setFileError(NOT_AN_IMAGE)
      input.value = ''
      return
    }
    setFileError(undefined)
  }

  const onSubmit = ({ childId, title }: PhotoDetails) => {
    if (!childId || title.trim() === '') {
      toast({ title: 'Missing Information', description: MISSING, variant: 'destructive' })
      setFocus(childId ? 'title' : 'childId')
      return
    }
    toast({
      title: 'Photo Gallery Coming Soon',
      description: 'This photo was not uploaded: photo storage is not available yet.',
    })
  }

  return (
    <FormListTab
      formTitle="Photo Management"
      formDescription="Choose a child, give the photo a title and pick an image."
      onSubmit={handleSubmit(onSubmit)}
      describedBy="admin-photo-coming-soon"
      grid
      fields={
        <>
          {field.select('childId', 'Child', childChoices(children.records), {
            required: true,
            placeholder: children.records ? 'Select a child' : 'Loading children...',
          })}
          {field.text('title', 'Photo Title', { required: true })}
          {field.textarea('description', 'Description', { hint: 'Optional', className: 'sm:col-span-2' })}
          <FormField id="admin-photo-file" label="Image" hint="Images only" error={fileError} className="sm:col-span-2">
            {(aria) => (
              <Input
                type="file"
                accept="image/*"
                className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
                onChange={(event) => onFileChosen(event.currentTarget)}
                {...aria}
              />
            )}
          </FormField>
        </>
      }
      submitLabel="Upload Photo"
      listTitle="Photo Gallery Coming Soon"
      list={
        <p id="admin-photo-coming-soon" className="text-ink-soft">
          Photos are not stored yet: uploading checks the details but saves nothing. Parents see the photo gallery as Coming
          Soon until photo storage is ready.
        </p>
      }
    />
  )
}
