'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'

import { FormField } from '@/components/forms/FormField'
import { TextField } from '@/components/forms/fields'
import { formLevelMessage } from '@/components/forms/serverFieldErrors'
import { ConfirmAction } from '@/components/forms/ConfirmAction'
import { FormActions } from '@/components/forms/FormActions'
import { usePortalDates } from '@/components/portal/dates'
import { AsyncRecords } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { healthEndpoints } from '../../endpoints'
import { ApiError, send, sendForm } from '@/contract/client'
import { at } from '@/contract/endpoint'
import type { ChildRecord } from '@/contract/records'
import type { HealthDocumentRecord } from '../../record'
import { DOCUMENT_FILE_ACCEPT, documentForm } from '../documentFiles'
import { documentResolver, fieldRefusal } from '../documentResolver'
import { HealthDocumentList, documentName, healthDocumentWordsOf } from '../HealthDocumentList'

/**
 * A child's health documents in the parent's health records (docs/spec.md §15, *Documents*): each with
 * what it is, when and by whom it was sent, whether staff have verified it and the link that opens its
 * file; the form that sends the child's immunization certificate (the only kind a parent sends); and
 * "Remove" for a certificate staff have not verified yet (a wrong file sent), after a confirmation.
 */
export function ChildDocuments({ child }: { child: ChildRecord }) {
  const t = useTranslations('portal.health.documents')
  const { mediumDateTime } = usePortalDates()
  const { data, error, mutate } = useEndpoint(at(healthEndpoints.documents, child.id))
  const [sending, setSending] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const opener = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const words = healthDocumentWordsOf(t, mediumDateTime)
  const closeForm = () => {
    setSending(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  const update = (documents: HealthDocumentRecord[], message: string) => {
    void mutate(documents, { revalidate: false })
    setAnnouncement(message)
  }
  return (
    <>
      <h4 ref={heading} tabIndex={-1} className="mt-6 text-lg font-bold text-ink outline-none">
        {t('heading')}
      </h4>
      <p className="mt-1 text-ink-soft">{t('intro', { firstName: child.firstName })}</p>
      <AsyncRecords result={{ data, error, mutate }} loading={t('loading')} failed={t('loadFailed')} empty={<p className="mt-2 text-ink-soft">{t('none')}</p>}>
        {(documents) => (
          <HealthDocumentList
            documents={documents}
            words={words}
            label={t('listLabel', { firstName: child.firstName })}
            testId="health-documents"
            actions={(document) =>
              document.kind === 'immunization-certificate' && !document.verified ? (
                <Remove
                  name={documentName(document, words)}
                  documentId={document.id}
                  onRemoved={(next) => {
                    update(next, t('removed', { name: documentName(document, words) }))
                    // The document and its button are gone: the section's heading takes the focus.
                    requestAnimationFrame(() => heading.current?.focus())
                  }}
                />
              ) : null
            }
          />
        )}
      </AsyncRecords>
      <p role="status" className="mt-2 font-semibold text-brand-800 empty:mt-0" data-testid="documents-status">
        {announcement}
      </p>
      {sending ? (
        <CertificateForm
          child={child}
          onClose={closeForm}
          onSent={(next) => {
            update(next, t('sentAnnouncement', { firstName: child.firstName }))
            closeForm()
          }}
        />
      ) : (
        <Button
          ref={opener}
          variant="outline"
          className="mt-2"
          onClick={() => {
            setAnnouncement('')
            setSending(true)
          }}
        >
          {/* The button's own nowrap would push a narrow phone's page sideways: the words wrap. */}
          <span className="whitespace-normal text-left">{t('send', { firstName: child.firstName })}</span>
        </Button>
      )}
    </>
  )
}

/** Removes the parent's unverified certificate once they confirm it; the server refuses it once staff have verified it. */
function Remove({ name, documentId, onRemoved }: { name: string; documentId: string; onRemoved: (next: HealthDocumentRecord[]) => void }) {
  const t = useTranslations('portal.health.documents')
  return (
    <ConfirmAction
      label={t('remove')}
      of={name}
      question={t('removeQuestion', { name })}
      confirmLabel={t('removeConfirm')}
      keepLabel={t('removeKeep')}
      failedLabel={t('failed')}
      onConfirm={async () => onRemoved(await send(at(healthEndpoints.removeDocument, documentId)))}
    />
  )
}

type CertificateValues = { file: FileList | null; title: string }
const FIELDS = ['file', 'title'] as const
/** What the parent sends beside the file: an immunization certificate, with its title. */
const certificateFields = (values: CertificateValues) => ({ kind: 'immunization-certificate', title: values.title })
/** The file and the title checked as the upload endpoint checks them, before sending. */
const certificateResolver = documentResolver(certificateFields, FIELDS)

/** The immunization certificate, as a PDF or a photo; its heading takes the focus when it opens. The server's refusal is said in an alert and by its field. */
function CertificateForm({ child, onClose, onSent }: { child: ChildRecord; onClose: () => void; onSent: (next: HealthDocumentRecord[]) => void }) {
  const t = useTranslations('portal.health.documents')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const [formError, setFormError] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CertificateValues>({ defaultValues: { file: null, title: '' }, resolver: certificateResolver })

  const onSubmit = async (values: CertificateValues) => {
    setFormError('')
    const file = values.file?.[0]
    // The resolver has checked the file (chosen, its type and size) and the fields.
    if (!file) return
    try {
      onSent(await sendForm(at(healthEndpoints.uploadDocument, child.id), documentForm(file, certificateFields(values))))
    } catch (failure) {
      // A refusal by a field is said in the alert too: the reason is what the parent must change.
      const onField = failure instanceof ApiError ? failure.fieldErrors.find((fieldError) => (FIELDS as readonly string[]).includes(fieldError.field))?.message : undefined
      setFormError(formLevelMessage<CertificateValues>(failure, setError, FIELDS, t('failed')) || (onField ? t('refused', { reason: onField }) : ''))
    }
  }

  // Refused before sending: a field's reason in the alert too, as the server's would be.
  const onRefused = (refused: FieldErrors<CertificateValues>) => {
    const reason = fieldRefusal(refused, FIELDS)
    setFormError(reason ? t('refused', { reason }) : '')
  }

  const id = (name: string) => `document-${child.id}-${name}`
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onRefused)} aria-labelledby={headingId} className="mt-4 flex flex-col gap-4 rounded-2xl bg-brand-50/60 p-4 sm:p-5">
      <h5 id={headingId} tabIndex={-1} ref={heading} className="text-lg font-bold text-ink outline-none">
        {t('formHeading', { firstName: child.firstName })}
      </h5>
      <p className="text-ink-soft">{t('formIntro', { firstName: child.firstName })}</p>
      <FormField id={id('file')} label={t('file')} hint={t('fileHint')} required error={errors.file?.message}>
        {(aria) => <Input type="file" accept={DOCUMENT_FILE_ACCEPT} className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800" {...aria} {...register('file')} />}
      </FormField>
      <TextField id={id('title')} label={t('title')} hint={t('titleHint')} control={register('title')} error={errors.title?.message} />
      <FormActions error={formError} busy={isSubmitting} submitLabel={t('submit')} busyLabel={t('submitting')} cancelLabel={t('cancel')} onCancel={onClose} />
    </form>
  )
}
