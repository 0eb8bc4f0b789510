import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { countOf } from '../../../core/rules/countOf';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { type CvqDetails, type PortfolioDetails, VERDICT_LABELS } from '../../../core/schemas/qualifications';

/**
 * Issue 35: a portfolio as one PDF, made on the server with pdfmake in the standard Helvetica (no font files):
 * a cover, then each unit with its outcomes, the evidence given for it and its assessments, then the certification.
 * pdfmake reads no URL and no local file here (but pdfkit's standard fonts, by name): everything it draws is in the
 * definition.
 */
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
// pdfkit's own standard fonts go through the local file check by their names; nothing else is let through.
const STANDARD_FONTS = new Set<string>(Object.values(HELVETICA));

let loading: Promise<typeof import('pdfmake')> | undefined;
/**
 * pdfmake with its fonts and access rules, loaded by the first portfolio asked for as a PDF: loaded at start, it and
 * pdfkit cost every start about 0.2 s and 25 MB (issue 40).
 */
function pdfMaker() {
  loading ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({ Helvetica: HELVETICA });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
    return pdfmake;
  });
  return loading;
}

/** The day alone (SPEC §9 'MMM DD, YYYY'): the server does not know the reader's time zone. */
const when = (iso: string) => formatLongDate(iso);

function evidenceLine(e: PortfolioDetails['evidence'][number]): Content {
  if (e.kind === 'file')
    return { text: [{ text: 'File: ', bold: true }, `${e.title}${e.file ? ` (${e.file.name})` : ''}`] };
  if (e.kind === 'work')
    return {
      text: [
        { text: 'Graded work: ', bold: true },
        e.work
          ? `${e.work.itemTitle}, ${e.work.courseName}, mark ${e.work.mark}`
          : `${e.title} (no longer available)`,
      ],
    };
  return {
    stack: [{ text: [{ text: 'Text: ', bold: true }, e.title] }, { text: e.text, margin: [10, 2, 0, 0] }],
  };
}

function unitSection(unit: CvqDetails['units'][number], details: PortfolioDetails): Content[] {
  const evidence = details.evidence.filter((e) => e.unitId === unit._id);
  const history = (outcomeId: string) => details.assessments.filter((a) => a.outcomeId === outcomeId);
  return [
    {
      text: `Unit ${unit.code}: ${unit.title} (${unit.achieved ? 'achieved' : 'not achieved yet'})`,
      style: 'unit',
    },
    {
      table: {
        headerRows: 1,
        widths: [40, '*', 70],
        body: [
          [
            { text: 'Outcome', bold: true },
            { text: 'What is shown, and the evidence it needs', bold: true },
            { text: 'Verdict', bold: true },
          ],
          ...unit.outcomes.map((o) => [
            o.code,
            { stack: [o.text, ...(o.evidence ? [{ text: `Evidence: ${o.evidence}`, italics: true }] : [])] },
            o.verdict ? VERDICT_LABELS[o.verdict] : 'Not assessed',
          ]),
        ],
      },
      margin: [0, 4, 0, 6],
    },
    { text: 'Evidence', style: 'label' },
    evidence.length ? { ul: evidence.map(evidenceLine) } : { text: 'No evidence yet.', italics: true },
    { text: 'Assessments', style: 'label' },
    ...(() => {
      const lines = unit.outcomes.flatMap((o) =>
        history(o._id).map((a) => ({
          text: `${o.code}: ${VERDICT_LABELS[a.verdict]} by ${a.assessor?.fullName ?? 'a former teacher'} on ${when(a.createdAt)}${a.feedback ? `. ${a.feedback}` : ''}`,
        })),
      );
      return lines.length ? [{ ul: lines }] : [{ text: 'Not assessed yet.', italics: true }];
    })(),
  ];
}

export function portfolioDocument(details: PortfolioDetails, structure: CvqDetails): TDocumentDefinitions {
  const { progress } = structure;
  const certification = details.certification
    ? `Certified on ${when(details.certification.at)} by ${details.certification.by?.fullName ?? 'a former teacher'}.`
    : 'Not certified yet.';
  return {
    info: { title: `Portfolio of ${details.student.fullName}: ${details.cvq.title}` },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      title: { fontSize: 22, bold: true, margin: [0, 120, 0, 12] },
      subtitle: { fontSize: 14, margin: [0, 0, 0, 6] },
      unit: { fontSize: 13, bold: true, margin: [0, 12, 0, 4] },
      label: { bold: true, margin: [0, 6, 0, 2] },
    },
    content: [
      { text: 'Portfolio', style: 'title' },
      { text: details.student.fullName, style: 'subtitle' },
      {
        text: `${details.cvq.code}: ${details.cvq.title}${details.cvq.level ? ` (level ${details.cvq.level})` : ''}`,
        style: 'subtitle',
      },
      {
        text: `${progress.unitsAchieved} of ${progress.unitsTotal} units achieved, ${progress.outcomesMet} of ${progress.outcomesTotal} outcomes met, ${countOf(details.evidence.length, 'piece')} of evidence.`,
      },
      { text: certification, margin: [0, 6, 0, 0] },
      { text: '', pageBreak: 'after' },
      ...structure.units.flatMap((unit) => unitSection(unit, details)),
      { text: 'Certification', style: 'unit' },
      { text: certification },
    ],
  };
}

export async function portfolioPdf(details: PortfolioDetails, structure: CvqDetails): Promise<Buffer> {
  const pdfmake = await pdfMaker();
  return pdfmake.createPdf(portfolioDocument(details, structure)).getBuffer();
}
