import 'server-only'

import path from 'node:path'

import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'

import { formatCents } from '../money'

/**
 * The PDFs of billing (an invoice, the year-end statement), laid out with @react-pdf/renderer. The text is
 * set in DejaVu Sans, embedded (only the letters used), so names in Latin, Greek or Cyrillic letters print
 * as written; the words come translated (documents/invoiceDocument.ts, statementDocument.ts).
 */
const FONTS = path.join(process.cwd(), 'src/features/billing/documents/fonts')
let registered = false
function registerFonts() {
  if (registered) return
  Font.register({
    family: 'DejaVu Sans',
    fonts: [{ src: path.join(FONTS, 'DejaVuSans.ttf') }, { src: path.join(FONTS, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }],
  })
  // Words are never broken with hyphens: a family's name stays whole.
  Font.registerHyphenationCallback((word) => [word])
  registered = true
}

const styles = StyleSheet.create({
  page: { fontFamily: 'DejaVu Sans', fontSize: 10, padding: 48, lineHeight: 1.4, color: '#1f2937' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  centre: { maxWidth: '55%' },
  centreName: { fontSize: 14, fontWeight: 'bold', marginBottom: 4 },
  title: { fontSize: 14, fontWeight: 'bold', marginBottom: 4, textAlign: 'right' },
  right: { textAlign: 'right' },
  section: { marginBottom: 16 },
  label: { fontSize: 8, textTransform: 'uppercase', color: '#4b5563', marginBottom: 2 },
  table: { borderTopWidth: 1, borderTopColor: '#9ca3af', marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', paddingVertical: 4 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#9ca3af', paddingVertical: 4 },
  totalRow: { flexDirection: 'row', paddingVertical: 4 },
  bold: { fontWeight: 'bold' },
  note: { fontSize: 9, color: '#374151', marginTop: 8 },
})

/** A PDF's content, in words already translated: a header, labelled blocks, a table with its totals and notes. */
export type PdfContent = {
  title: string
  language: string
  centre: { name: string; lines: string[] }
  /** Beside the title, under it (the invoice's period, issue and due days). */
  heading: string[]
  blocks: { label: string; lines: string[] }[]
  table: { columns: string[]; rows: { cells: string[]; amountCents: number }[]; totals: { label: string; amountCents: number; bold?: boolean }[] }
  notes: string[]
}

const columnWidths = (count: number) => (count === 3 ? ['28%', '52%', '20%'] : ['70%', '30%'])

function PdfDocument({ content }: { content: PdfContent }) {
  const widths = columnWidths(content.table.columns.length)
  const amount = (cents: number) => formatCents(cents, content.language)
  const last = content.table.columns.length - 1
  return (
    <Document title={content.title} author={content.centre.name} language={content.language} creator={content.centre.name} producer={content.centre.name}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.centre}>
            <Text style={styles.centreName}>{content.centre.name}</Text>
            {content.centre.lines.map((line, index) => (
              <Text key={index}>{line}</Text>
            ))}
          </View>
          <View>
            <Text style={styles.title}>{content.title}</Text>
            {content.heading.map((line, index) => (
              <Text key={index} style={styles.right}>
                {line}
              </Text>
            ))}
          </View>
        </View>
        {content.blocks.map((block, index) => (
          <View key={index} style={styles.section}>
            <Text style={styles.label}>{block.label}</Text>
            {block.lines.map((line, lineIndex) => (
              <Text key={lineIndex}>{line}</Text>
            ))}
          </View>
        ))}
        <View style={styles.table}>
          <View style={styles.headRow}>
            {content.table.columns.map((column, index) => (
              <Text key={index} style={[styles.bold, { width: widths[index] }, index === last ? styles.right : {}]}>
                {column}
              </Text>
            ))}
          </View>
          {content.table.rows.map((row, index) => (
            <View key={index} style={styles.row} wrap={false}>
              {row.cells.map((cell, cellIndex) => (
                <Text key={cellIndex} style={{ width: widths[cellIndex] }}>
                  {cell}
                </Text>
              ))}
              <Text style={[{ width: widths[last] }, styles.right]}>{amount(row.amountCents)}</Text>
            </View>
          ))}
          {content.table.totals.map((total, index) => (
            <View key={index} style={styles.totalRow} wrap={false}>
              <Text style={[{ width: widths.slice(0, last).reduce((sum, width) => `${parseFloat(sum) + parseFloat(width)}%`, '0%') }, total.bold ? styles.bold : {}]}>{total.label}</Text>
              <Text style={[{ width: widths[last] }, styles.right, total.bold ? styles.bold : {}]}>{amount(total.amountCents)}</Text>
            </View>
          ))}
        </View>
        {content.notes.map((note, index) => (
          <Text key={index} style={styles.note}>
            {note}
          </Text>
        ))}
      </Page>
    </Document>
  )
}

/** The PDF's bytes. */
export async function renderPdf(content: PdfContent): Promise<Uint8Array<ArrayBuffer>> {
  registerFonts()
  return new Uint8Array(await renderToBuffer(<PdfDocument content={content} />))
}
