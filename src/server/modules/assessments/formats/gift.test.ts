import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { autoMark, writeMatchingAnswer } from '../../../../core/rules/questionMarking';
import { type Question, questionSchema } from '../../../../core/schemas/assessments';
import { parseGift, toGift } from './gift';
import { type QuestionDraft, QuestionFileError } from './questionFile';

/**
 * Issues 15 and 33: GIFT files as Moodle exports them and as teachers write them, read into our question types (the
 * mapping of docs/assessments.md) with Moodle's weights, so that they mark as Moodle marks them; what cannot be
 * read, with its line; and our export, which reads back the same.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const exported = fixture('moodle-export.gift.txt');
/** Moodle's own sample, verbatim: moodle/moodle question/format/gift/tests/fixtures/questions.gift.txt. */
const moodleSample = fixture('moodle-questions.gift.txt');

/** The keys a question without them has. */
const NO_KEYS = { choices: [], answer: '', weights: [], multiple: false, numbers: [], pairs: [] };

/** The one question a GIFT text holds. */
function onlyDraft(gift: string): QuestionDraft {
  const { found, skipped } = parseGift(gift);
  expect(skipped).toEqual([]);
  expect(found).toHaveLength(1);
  return found[0]!.draft;
}

/** The mark a question read from GIFT gives an answer, its marks set to 100 so a mark reads as Moodle's percent. */
const markOf = (draft: QuestionDraft, answer: string) => autoMark({ ...draft, marks: 100 }, answer);

describe('parseGift: the snippets of Moodle’s own tests (question/format/gift/tests/giftformat_test.php)', () => {
  // Moodle's `fraction` per answer is our `weights`; `single` is our `multiple` negated. A weight Moodle marks as
  // our plain rules do is left out (empty weights); an answer at 0% is dropped (it earns nothing).
  it.each<[string, string, string, Partial<QuestionDraft>]>([
    [
      'test_import_essay',
      '\n// essay\n::Q8:: How are you? {}',
      'Q8',
      { type: 'brief', text: 'How are you?' },
    ],
    [
      'test_import_match: an [html] question, each prompt in its own format, an extra match with no prompt',
      `
// question: 2  name: Moodle activities
::Moodle activities::[html]Match the <b>activity</b> to the description.{
    =[html]An activity supporting asynchronous discussions. -> Forum
    =[moodle]A teacher asks a question and specifies a choice of multiple responses. -> Choice
    =[plain]A bank of record entries which participants can add to. -> Database
    =[markdown]A collection of web pages that anyone can add to or edit. -> Wiki
    = -> Chat
}`,
      'Moodle activities',
      {
        type: 'matching',
        text: 'Match the <b>activity</b> to the description.',
        pairs: [
          { prompt: 'An activity supporting asynchronous discussions.', match: 'Forum' },
          {
            prompt: 'A teacher asks a question and specifies a choice of multiple responses.',
            match: 'Choice',
          },
          { prompt: 'A bank of record entries which participants can add to.', match: 'Database' },
          { prompt: 'A collection of web pages that anyone can add to or edit.', match: 'Wiki' },
          { prompt: '', match: 'Chat' },
        ],
      },
    ],
    [
      'test_import_multichoice: single 1, fractions 1, 0, 0 (our plain rule)',
      `
// multiple choice with specified feedback for right and wrong answers
::Q2:: What's between orange and green in the spectrum?
{
    =yellow # right; good!
    ~red # [html]wrong, it's yellow
    ~[plain]blue # wrong, it's yellow
}`,
      'Q2',
      {
        type: 'mcq',
        text: "What's between orange and green in the spectrum?",
        choices: ['yellow', 'red', 'blue'],
        answer: 'yellow',
        weights: [],
        multiple: false,
      },
    ],
    [
      'test_import_multichoice_multi: single 0, fractions 0.5, -1, 0.5, -1',
      `
// multiple choice, multiple response with specified feedback for right and wrong answers
::colours:: What's between orange and green in the spectrum?
{
    ~%50%yellow # right; good!
    ~%-100%red # [html]wrong
    ~%50%off-beige # right; good!
    ~%-100%[plain]blue # wrong
}`,
      'colours',
      {
        type: 'mcq',
        choices: ['yellow', 'red', 'off-beige', 'blue'],
        answer: 'yellow|off-beige',
        weights: [0.5, -1, 0.5, -1],
        multiple: true,
      },
    ],
    [
      'test_import_multichoice_multi_tricky: one right answer, but single 0 (checkboxes), fractions 1, -0.5, -0.5',
      `
// multiple choice, multiple response with specified feedback for right and wrong answers
::colours:: What's between orange and green in the spectrum?
{
    ~%100%yellow # right; good!
    ~%-50%red # wrong
    ~%-50%blue # wrong
}`,
      'colours',
      {
        type: 'mcq',
        choices: ['yellow', 'red', 'blue'],
        answer: 'yellow',
        weights: [1, -0.5, -0.5],
        multiple: true,
      },
    ],
    [
      'test_import_numerical: answers 3 (tolerance 2, fraction 1) and * (fraction 0, only its feedback)',
      '\n// math range question\n::Q5:: What is a number from 1 to 5? {#3:2~#Completely wrong}',
      'Q5',
      {
        type: 'numerical',
        text: 'What is a number from 1 to 5?',
        numbers: [{ value: 3, tolerance: 2, weight: 1 }],
      },
    ],
    [
      'test_import_shortanswer: fractions 1, 0.5 and 0 for the * catch-all',
      `
// question: 666  name: Shortanswer
::Shortanswer::Which is the best animal?{
    =Frog#Good!
    =%50%Cat#What is it with Moodlers and cats?
    =%0%*#Completely wrong
}`,
      'Shortanswer',
      { type: 'one_word', text: 'Which is the best animal?', answer: 'Frog|Cat', weights: [1, 0.5] },
    ],
    [
      'test_import_shortanswer_with_general_feedback',
      `
// question: 666  name: Shortanswer
::Shortanswer::Which is the best animal?{
    =Frog#Good!
    =%50%Cat#What is it with Moodlers and cats?
    =%0%*#Completely wrong
    ####[html]Here is some general feedback!
}`,
      'Shortanswer',
      {
        type: 'one_word',
        answer: 'Frog|Cat',
        weights: [1, 0.5],
        feedback: 'Here is some general feedback!',
      },
    ],
    [
      'test_import_truefalse: correctanswer 0',
      `
// true/false
::Q1:: 42 is the Absolute Answer to everything.{
FALSE#42 is the Ultimate Answer.#You gave the right answer.}`,
      'Q1',
      {
        type: 'mcq',
        text: '42 is the Absolute Answer to everything.',
        choices: ['True', 'False'],
        answer: 'False',
      },
    ],
    [
      'test_import_truefalse_true_answer1: correctanswer 1',
      '// name 0-11\n::2-08 TSL::TSL is blablabla.{T}',
      '2-08 TSL',
      { type: 'mcq', text: 'TSL is blablabla.', choices: ['True', 'False'], answer: 'True' },
    ],
    [
      'test_import_truefalse_true_answer2: correctanswer 1',
      '// name 0-11\n::2-08 TSL::TSL is blablabla.{TRUE}',
      '2-08 TSL',
      { type: 'mcq', text: 'TSL is blablabla.', choices: ['True', 'False'], answer: 'True' },
    ],
    [
      'test_import_backslash',
      String.raw`
// essay
::double backslash:: A \\ B \\\\ C{}`,
      'double backslash',
      { type: 'brief', text: String.raw`A \ B \\ C` },
    ],
    [
      'test_import_pre_content: an [html] text keeps its lines',
      String.raw`
::Q001::[html]<p>What would running the test method print?</p>
<pre>
    public void test() \{
        method1();
        method2();
        method3();
    \}
</pre>
{}`,
      'Q001',
      {
        type: 'brief',
        text: [
          '<p>What would running the test method print?</p>',
          '<pre>',
          '    public void test() {',
          '        method1();',
          '        method2();',
          '        method3();',
          '    }',
          '</pre>',
        ].join('\n'),
      },
    ],
    [
      'test_import_question_with_tags: tags and id in comments do not matter',
      `
// This question is to test importing tags: [tag:tag] [tag:other-tag].
// And an idnumber: [id:myid].
::Question name:: How are you? {}`,
      'Question name',
      { type: 'brief', text: 'How are you?' },
    ],
  ])('%s', (_test, gift, name, expected) => {
    const { found } = parseGift(gift);
    expect(found.map((q) => q.name)).toEqual([name]);
    const draft = found[0]!.draft;
    expect(draft).toEqual({ ...NO_KEYS, marks: 1, feedback: '', text: draft.text, ...expected });
    expect(questionSchema.safeParse({ _id: 'q', ...draft }).error).toBeUndefined();
  });

  // What Moodle's test_export_* expect Moodle to write, read back: the same questions as the imports above.
  it.each<[string, string, Partial<QuestionDraft>]>([
    ['test_export_essay', '// question: 666  name: Q8\n::Q8::How are you?{}\n', { type: 'brief' }],
    [
      'test_export_match',
      String.raw`// question: 666  name: Moodle activities
::Moodle activities::[html]Match the <b>activity</b> to the description.{
	=<div class\="frog">An activity supporting asynchronous discussions.</div> -> Forum
	=[moodle]A teacher asks a question and specifies a choice of multiple responses. -> Choice
	=[plain]A bank of record entries which participants can add to. -> Database
	=[markdown]A collection of web pages that anyone can add to or edit. -> Wiki
	= -> Chat
}
`,
      {
        type: 'matching',
        pairs: [
          { prompt: 'An activity supporting asynchronous discussions.', match: 'Forum' },
          {
            prompt: 'A teacher asks a question and specifies a choice of multiple responses.',
            match: 'Choice',
          },
          { prompt: 'A bank of record entries which participants can add to.', match: 'Database' },
          { prompt: 'A collection of web pages that anyone can add to or edit.', match: 'Wiki' },
          { prompt: '', match: 'Chat' },
        ],
      },
    ],
    [
      'test_export_multichoice',
      "// question: 666  name: Q8\n::Q8::What's between orange and green in the spectrum?{\n\t=yellow#right; good!\n\t~red#[html]wrong, it's yellow\n\t~[plain]blue#wrong, it's yellow\n}\n",
      { type: 'mcq', choices: ['yellow', 'red', 'blue'], answer: 'yellow', weights: [], multiple: false },
    ],
    [
      'test_export_multichoice_multi_tricky',
      "// question: 666  name: Q8\n::Q8::What's between orange and green in the spectrum?{\n\t~%100%yellow#right; good!\n\t~%-50%red#wrong, it's yellow\n\t~%-50%blue#wrong, it's yellow\n}\n",
      { type: 'mcq', answer: 'yellow', weights: [1, -0.5, -0.5], multiple: true },
    ],
    [
      'test_export_numerical',
      '// question: 666  name: Q5\n::Q5::What is a number from 1 to 5?{#\n\t=%100%3:2#\n\t~#Completely wrong\n}\n',
      { type: 'numerical', numbers: [{ value: 3, tolerance: 2, weight: 1 }] },
    ],
    [
      'test_export_shortanswer',
      '// question: 666  name: Shortanswer\n::Shortanswer::Which is the best animal?{\n\t=%100%Frog#Good!\n\t=%50%Cat#What is it with Moodlers and cats?\n\t=%0%*#Completely wrong\n}\n',
      { type: 'one_word', answer: 'Frog|Cat', weights: [1, 0.5] },
    ],
    [
      'test_export_shortanswer_with_general_feedback',
      '// question: 666  name: Shortanswer\n::Shortanswer::Which is the best animal?{\n\t=%100%Frog#Good!\n\t=%50%Cat#What is it with Moodlers and cats?\n\t=%0%*#Completely wrong\n\t####[html]Here is some general feedback!\n}\n',
      { type: 'one_word', answer: 'Frog|Cat', weights: [1, 0.5], feedback: 'Here is some general feedback!' },
    ],
    [
      'test_export_truefalse',
      '// question: 666  name: Q1\n::Q1::42 is the Absolute Answer to everything.{TRUE#[html]42 is the Ultimate Answer.#You gave the right answer.}\n',
      { type: 'mcq', choices: ['True', 'False'], answer: 'True' },
    ],
    [
      'test_export_backslash',
      String.raw`// question: 666  name: backslash
::backslash::A \\ B \\\\ C{}
`,
      { type: 'brief', text: String.raw`A \ B \\ C` },
    ],
    [
      'test_export_question_with_tags_and_idnumber',
      '// question: 1  name: True/false question\n// [id:myid] [tag:tag1] [tag:tag2]\n::True/false question::[html]The answer is true.{TRUE#This is the wrong answer.#This is the right answer.####You should have selected true.}\n',
      { type: 'mcq', answer: 'True', feedback: 'You should have selected true.' },
    ],
  ])('reads what %s expects Moodle to write', (_test, gift, expected) => {
    expect(onlyDraft(gift)).toMatchObject(expected);
  });
});

describe('parseGift: Moodle’s sample file (question/format/gift/tests/fixtures/questions.gift.txt)', () => {
  const { found, skipped } = parseGift(moodleSample);

  it('imports every question, the numerical one at line 31 included, and skips none', () => {
    expect(skipped).toEqual([]);
    expect(found.map((q) => [q.at, q.name, q.draft.type])).toEqual([
      [{ line: 2 }, 'Q8', 'brief'],
      [{ line: 5 }, 'Moodle activities', 'matching'],
      [{ line: 14 }, 'Q2', 'mcq'],
      [{ line: 22 }, 'colours', 'mcq'],
      [{ line: 31 }, 'Q5', 'numerical'],
      [{ line: 34 }, 'Shortanswer', 'one_word'],
      [{ line: 41 }, 'Q1', 'mcq'],
      [{ line: 46 }, '2-08 TSL', 'mcq'],
      [{ line: 49 }, '2-08 TSL', 'mcq'],
    ]);
    for (const { draft } of found)
      expect(questionSchema.safeParse({ _id: 'q', ...draft }).error).toBeUndefined();
  });

  it('reads the stray "; after the braces as Moodle does: text after the answers, with a blank for them', () => {
    expect(found[4]?.draft).toMatchObject({
      text: 'What is a number from 1 to 5? _____ ";',
      numbers: [{ value: 3, tolerance: 2, weight: 1 }],
    });
  });
});

describe('parseGift: numerical and matching forms', () => {
  it.each<[string, string, Question['numbers']]>([
    ['a number alone, exact', '{#3}', [{ value: 3, tolerance: 0, weight: 1 }]],
    ['value:tolerance', '{#3.14:0.005}', [{ value: 3.14, tolerance: 0.005, weight: 1 }]],
    ['a range min..max, as Moodle converts it', '{#1..5}', [{ value: 3, tolerance: 2, weight: 1 }]],
    ['a negative range', '{#-4..-1}', [{ value: -2.5, tolerance: 1.5, weight: 1 }]],
    [
      'several answers with weights, and feedback for any other',
      '{#=3:0 =%50%3:1 ~#Try again}',
      [
        { value: 3, tolerance: 0, weight: 1 },
        { value: 3, tolerance: 1, weight: 0.5 },
      ],
    ],
    [
      'a lone answer with its own feedback (Moodle reads it; gift-pegjs only as a list)',
      '{#3:2#Right~#Wrong}',
      [{ value: 3, tolerance: 2, weight: 1 }],
    ],
    ['an answer at 0%, which earns nothing', '{#=3 =%0%4}', [{ value: 3, tolerance: 0, weight: 1 }]],
  ])('reads %s', (_case, answers, numbers) => {
    expect(onlyDraft(`::N:: How many? ${answers}`)).toEqual({
      ...NO_KEYS,
      type: 'numerical',
      text: 'How many?',
      marks: 1,
      feedback: '',
      numbers,
    });
  });

  it('reads a match’s escaped characters and an HTML prompt as a person reads them', () => {
    expect(onlyDraft(String.raw`[html]Match{=<b>a</b> &amp; b -> x\: y \~ z =c -> w}`).pairs).toEqual([
      { prompt: 'a & b', match: 'x: y ~ z' },
      { prompt: 'c', match: 'w' },
    ]);
  });
});

describe('parseGift: multiple choice and short answers as Moodle reads them', () => {
  it.each<[string, string, Partial<QuestionDraft>]>([
    [
      'one = among weighted choices: one answer, the partial credit kept',
      '{=right ~%50%partly ~wrong}',
      { answer: 'right|partly', weights: [1, 0.5, 0], multiple: false },
    ],
    [
      'two =: one answer, either earning all',
      '{=a =b ~c}',
      { answer: 'a|b', weights: [1, 1, 0], multiple: false },
    ],
    [
      'no = and one positive weight: still several answers (checkboxes), as Moodle',
      '{~%100%a ~b ~c}',
      { answer: 'a', weights: [1, 0, 0], multiple: true },
    ],
    [
      'no = and the shares our rule gives (1/k right, -1/k wrong): our plain rule, marked alike',
      '{~%50%a ~%50%b ~%-50%c}',
      { answer: 'a|b', weights: [], multiple: false },
    ],
    [
      'no = and wrong choices that take nothing back: weights kept',
      '{~%50%a ~%50%b ~c}',
      { answer: 'a|b', weights: [0.5, 0.5, 0], multiple: true },
    ],
  ])('multiple choice: %s', (_case, answers, expected) => {
    expect(onlyDraft(`::C:: Pick. ${answers}`)).toMatchObject({ type: 'mcq', ...expected });
  });

  it.each<[string, string, Partial<QuestionDraft>]>([
    ['all fully right: the plain rule', '{=toad =frog}', { answer: 'toad|frog', weights: [] }],
    ['partly right kept with its share', '{=frog =%80%toad}', { answer: 'frog|toad', weights: [1, 0.8] }],
    [
      'an answer at 0% or below dropped, with Moodle’s catch-all * (it earns nothing)',
      '{=frog =%-50%newt =%0%*}',
      { answer: 'frog', weights: [] },
    ],
    [
      'a repeated answer keeps the first, which Moodle marks by',
      '{=%50%Frog =frog =toad}',
      { answer: 'Frog|toad', weights: [0.5, 1] },
    ],
  ])('short answer: %s', (_case, answers, expected) => {
    expect(onlyDraft(`::S:: Which? ${answers}`)).toMatchObject({ type: 'one_word', ...expected });
  });
});

describe('parseGift: imported questions mark as Moodle marks them', () => {
  const draftOf = (name: string) => parseGift(moodleSample).found.find((q) => q.name === name)!.draft;

  it.each<[string, () => QuestionDraft, string, number]>([
    ['one answer: the right one', () => draftOf('Q2'), 'yellow', 100],
    ['one answer: a wrong one', () => draftOf('Q2'), 'red', 0],
    ['multiple answers: one right of two', () => draftOf('colours'), 'yellow', 50],
    ['multiple answers: both right', () => draftOf('colours'), 'yellow|off-beige', 100],
    ['multiple answers: right and wrong, 50% - 100% clamped to 0', () => draftOf('colours'), 'yellow|red', 0],
    ['multiple answers: all picked', () => draftOf('colours'), 'yellow|red|off-beige|blue', 0],
    [
      'the tricky one: right and a -50% wrong',
      () => onlyDraft('{~%100%yellow ~%-50%red ~%-50%blue}'),
      'yellow|red',
      50,
    ],
    ['one answer with partial credit', () => onlyDraft('{=right ~%50%partly ~wrong}'), 'partly', 50],
    ['short answer: the full one', () => draftOf('Shortanswer'), 'frog', 100],
    ['short answer: the partial one', () => draftOf('Shortanswer'), 'Cat', 50],
    ['short answer: anything else (Moodle’s * at 0%)', () => draftOf('Shortanswer'), 'Dog', 0],
    ['numerical: inside the range', () => draftOf('Q5'), '1', 100],
    ['numerical: at its top', () => draftOf('Q5'), '5', 100],
    ['numerical: outside', () => draftOf('Q5'), '5.5', 0],
    ['numerical: a weighted answer', () => onlyDraft('{#=3:0 =%50%3:1}'), '3.5', 50],
    [
      'matching: three of the four prompts',
      () => draftOf('Moodle activities'),
      writeMatchingAnswer(['Forum', 'Choice', 'Database', 'Chat']),
      75,
    ],
  ])('%s', (_case, draft, answer, mark) => {
    expect(markOf(draft(), answer)).toBe(mark);
  });
});

describe('parseGift: a file exported from Moodle', () => {
  const { found, skipped } = parseGift(exported);

  it('reads every question of a type we have, at its line, with its title as its name', () => {
    expect(found.map((q) => [q.at, q.name, q.draft.type])).toEqual([
      [{ line: 6 }, 'Powerhouse', 'mcq'],
      [{ line: 15 }, 'Prime numbers', 'mcq'],
      [{ line: 24 }, 'Sun is a star', 'mcq'],
      [{ line: 28 }, 'Moon', 'mcq'],
      [{ line: 32 }, 'Capital', 'one_word'],
      [{ line: 40 }, 'Holidays', 'brief'],
      [{ line: 44 }, 'Pi', 'numerical'],
      [{ line: 48 }, 'Pairs', 'matching'],
      [{ line: 59 }, 'Escaped : characters', 'mcq'],
    ]);
  });

  it.each([
    [
      'an [html] question with one right answer (=), its choices as text and the global feedback',
      'Powerhouse',
      {
        type: 'mcq',
        text: "<p>Which organelle makes most of a cell's <strong>ATP</strong>?</p>",
        choices: ['Mitochondrion', 'Ribosome', 'Golgi apparatus'],
        answer: 'Mitochondrion',
        weights: [],
        marks: 1,
        feedback: 'Mitochondria carry out cellular respiration & make ATP.',
      },
    ],
    [
      'weights without =: several answers, each choice with its weight',
      'Prime numbers',
      {
        type: 'mcq',
        text: '<p>Which of these numbers are prime?</p>',
        choices: ['2', '3', '4'],
        answer: '2|3',
        weights: [0.5, 0.5, -1],
        multiple: true,
        feedback: 'Two and three have no divisors but 1 and themselves.',
      },
    ],
    [
      'true/false ({TRUE}) as a two-choice question',
      'Sun is a star',
      { type: 'mcq', choices: ['True', 'False'], answer: 'True', feedback: '' },
    ],
    [
      'true/false ({F}) in the default format',
      'Moon',
      { type: 'mcq', text: 'The Moon is a planet.', choices: ['True', 'False'], answer: 'False' },
    ],
    [
      'a short answer: the fully right answers, and the partly right one with its share',
      'Capital',
      { type: 'one_word', answer: 'Paris|paris city|Lutece', weights: [1, 1, 0.5] },
    ],
    ['an essay as a brief answer', 'Holidays', { type: 'brief', choices: [], answer: '', marks: 1 }],
    ['a numerical question', 'Pi', { numbers: [{ value: 3.14, tolerance: 0.005, weight: 1 }] }],
    [
      'a matching question',
      'Pairs',
      {
        pairs: [
          { prompt: 'cat', match: 'meow' },
          { prompt: 'dog', match: 'woof' },
        ],
      },
    ],
    [
      'escaped special characters, in the title, the text and a choice',
      'Escaped : characters',
      {
        text: 'In C, what does { } delimit? And is 1 = 1? # is a hash, ~ a tilde.',
        choices: ['a block', 'a string ~ of text'],
        answer: 'a block',
      },
    ],
  ])('maps %s', (_case, name, expected) => {
    expect(found.find((q) => q.name === name)?.draft).toMatchObject(expected);
  });

  it('skips what has no type here, each with its line and a reason; the category is not reported', () => {
    expect(skipped).toEqual([
      { line: 55, reason: 'A description is not a question: there is nothing to answer.' },
      { line: 66, reason: expect.stringMatching(/uses the \* wildcard/) },
    ]);
  });
});

describe('parseGift: files teachers write', () => {
  it('reads Windows line endings, comments, questions without titles and fill-in-the-blank text', () => {
    const text = [
      '// Week 3 quiz',
      '',
      '// [tag:animals]',
      'The {=cat ~dog ~cow} sat on the mat.',
      '   ',
      'Two plus two? {=four =4}',
      '',
    ].join('\r\n');
    const { found, skipped } = parseGift(text);
    expect(skipped).toEqual([]);
    expect(found).toEqual([
      {
        at: { line: 4 },
        name: 'The _____ sat on the mat.',
        draft: {
          ...NO_KEYS,
          type: 'mcq',
          text: 'The _____ sat on the mat.',
          choices: ['cat', 'dog', 'cow'],
          answer: 'cat',
          marks: 1,
          feedback: '',
        },
      },
      {
        at: { line: 6 },
        name: 'Two plus two?',
        draft: {
          ...NO_KEYS,
          type: 'one_word',
          text: 'Two plus two?',
          answer: 'four|4',
          marks: 1,
          feedback: '',
        },
      },
    ]);
  });

  it('escapes the text of [plain] and [markdown] questions, keeping their lines', () => {
    const { found } = parseGift('::Sizes::[markdown]Is 3 < 4?\\nAnswer **true** or false.{T}');
    expect(found[0]?.draft.text).toBe('Is 3 &lt; 4?<br>Answer **true** or false.');
  });

  it('skips a choice holding |, which separates answers here', () => {
    const { found } = parseGift('::Pipes::Which is a pipe? {=a|b ~c}');
    // The choice itself is refused when it is checked like a question the teacher wrote.
    expect(found[0]?.draft.choices).toEqual(['a|b', 'c']);
    expect(parseGift('::Pipes::Type a pipe. {=a|b}').skipped).toEqual([
      { line: 1, reason: 'An accepted answer contains |, which cannot be used in an answer.' },
    ]);
  });

  it('keeps a star written \\* as a star', () => {
    expect(parseGift('::Star::Which key is the star? {=\\\\*}').found[0]?.draft.answer).toBe('*');
  });

  it('skips a question with a mistake, at its line with the place of the mistake, and reads the others', () => {
    const { found, skipped } = parseGift(
      [
        '::A:: Sky? {=blue ~red}',
        '',
        '// a comment',
        '::B:: What? {=yes ~no',
        '',
        '::C:: Half? {#.5}',
        '',
        'D? {T}',
      ].join('\n'),
    );
    expect(found.map((q) => q.name)).toEqual(['A', 'D?']);
    expect(skipped).toEqual([
      {
        line: 4,
        reason: expect.stringMatching(
          /^This question has a mistake at line 4, column 22: Expected "}" but end of input found\. Check that/,
        ),
      },
      {
        line: 6,
        reason: expect.stringMatching(/^This question has a mistake at line 6, column 14: .*not \.5/),
      },
    ]);
  });
});

describe('parseGift: files that are not GIFT', () => {
  it.each([
    [
      'a file whose only question has a mistake, with its line and column',
      '// one question\n\n::B:: What? {=yes ~no',
      /^This GIFT file has a mistake at line 3, column 22: Expected "}" but end of input found/,
    ],
    [
      'a weight out of range',
      '::A:: Pick {~%150%a =b}',
      /line 1, column \d+: Expected a value between -100 and 100/,
    ],
    ['a letter', 'Dear parents,\nthe school trip is on Monday.\n', /No GIFT question was found/],
    ['nothing at all', '\n\n// just a comment\n', /No GIFT question was found/],
    ['a Moodle XML file', '<?xml version="1.0"?>\n<quiz></quiz>', /choose the format Moodle XML/],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseGift(text)).toThrow(QuestionFileError);
    expect(() => parseGift(text)).toThrow(message);
  });
});

/** A question of ours, its keys left out where it has none. */
const question = (fields: Partial<Question> & Pick<Question, 'type' | 'text'>): Question => ({
  _id: 'q',
  ...NO_KEYS,
  marks: 1,
  feedback: '',
  ...fields,
});

describe('toGift', () => {
  it('writes each type, escaping GIFT’s special characters and HTML in plain texts', () => {
    const gift = toGift(
      [
        question({
          type: 'mcq',
          text: '<p>Is 1 = 1 {always}: yes or no?</p>',
          choices: ['yes ~ sure', '%no & never'],
          answer: 'yes ~ sure',
          marks: 2,
          feedback: 'Line one\nline #2',
        }),
        question({ type: 'mcq', text: 'Primes?', choices: ['2', '3', '4'], answer: '2|3' }),
        question({ type: 'one_word', text: 'Key?', answer: 'a*b|c' }),
        question({ type: 'brief', text: 'Why?', answer: 'Because.', marks: 5 }),
      ],
      'Week 1: basics',
    );
    expect(gift).toBe(
      [
        "// Week 1: basics: 4 questions in GIFT, Moodle's format.",
        '',
        '::Is 1 \\= 1 \\{always\\}\\: yes or no?::[html]<p>Is 1 \\= 1 \\{always\\}\\: yes or no?</p>{',
        '\t=yes \\~ sure',
        '\t~&\\#37;no &amp; never',
        '\t####Line one<br>line \\#2',
        '}',
        '',
        '::Primes?::[html]Primes?{',
        '\t~%50%2',
        '\t~%50%3',
        '\t~%-50%4',
        '}',
        '',
        '::Key?::[html]Key?{',
        '\t=a\\\\*b',
        '\t=c',
        '}',
        '',
        '::Why?::[html]Why?{}',
        '',
      ].join('\n'),
    );
  });

  it('writes weights, numbers and pairs as Moodle writes them', () => {
    const gift = toGift(
      [
        question({
          type: 'mcq',
          text: 'One',
          choices: ['a', 'b', 'c'],
          answer: 'a|b',
          weights: [1, 0.5, -0.25],
        }),
        question({
          type: 'mcq',
          text: 'Many',
          choices: ['a', 'b', 'c'],
          answer: 'a',
          weights: [1, 0, -1],
          multiple: true,
        }),
        question({ type: 'one_word', text: 'Word', answer: 'frog|toad', weights: [1, 0.8] }),
        question({
          type: 'numerical',
          text: 'Number',
          numbers: [
            { value: 3, tolerance: 2, weight: 1 },
            { value: -1e-7, tolerance: 0, weight: 0.5 },
          ],
          feedback: 'Three',
        }),
        question({
          type: 'matching',
          text: 'Match',
          pairs: [
            { prompt: 'a -> b', match: 'x: y' },
            { prompt: 'c', match: 'z' },
            { prompt: '', match: 'extra' },
          ],
        }),
      ],
      'Moodle',
    );
    expect(gift.split('\n\n').slice(1)).toEqual([
      '::One::[html]One{\n\t=a\n\t~%50%b\n\t~%-25%c\n}',
      '::Many::[html]Many{\n\t~%100%a\n\t~b\n\t~%-100%c\n}',
      '::Word::[html]Word{\n\t=frog\n\t=%80%toad\n}',
      '::Number::[html]Number{#\n\t=3:2\n\t=%50%-0.0000001:0\n\t####Three\n}',
      '::Match::[html]Match{\n\t=a -&gt; b -> x\\: y\n\t=c -> z\n\t= -> extra\n}\n',
    ]);
  });
});

describe('toGift then parseGift: each form comes back the same, and marks the same', () => {
  it.each<[string, Question, string[]]>([
    [
      'one answer with partial credit',
      question({
        type: 'mcq',
        text: 'One',
        choices: ['a', 'b', 'c'],
        answer: 'a|b',
        weights: [1, 0.5, -0.25],
      }),
      ['a', 'b', 'c', 'a|b'],
    ],
    [
      'one answer, two of them worth all',
      question({ type: 'mcq', text: 'Two', choices: ['a', 'b', 'c'], answer: 'a|b', weights: [1, 1, 0] }),
      ['a', 'b', 'c'],
    ],
    [
      'several answers with one right',
      question({
        type: 'mcq',
        text: 'Many',
        choices: ['a', 'b', 'c'],
        answer: 'a',
        weights: [1, 0, -0.5],
        multiple: true,
      }),
      ['a', 'a|b', 'a|c', 'b|c'],
    ],
    [
      'several answers with shares of a third',
      question({
        type: 'mcq',
        text: 'Thirds',
        choices: ['a', 'b', 'c', 'd'],
        answer: 'a|b|c',
        weights: [1 / 3, 1 / 3, 1 / 3, 0],
        multiple: true,
      }),
      ['a', 'a|b', 'a|b|c', 'a|b|c|d', 'd'],
    ],
    [
      'several right answers by the plain rule',
      question({ type: 'mcq', text: 'Plain', choices: ['a', 'b', 'c'], answer: 'a|c' }),
      ['a', 'a|c', 'a|b|c', 'b'],
    ],
    [
      'a short answer with a partly right word',
      question({ type: 'one_word', text: 'Word', answer: 'frog|toad|newt', weights: [1, 0.8, 0.125] }),
      ['frog', 'Toad', 'newt', 'cat'],
    ],
    [
      'numbers, with weights, a range and a tiny and a huge one',
      question({
        type: 'numerical',
        text: 'Number',
        numbers: [
          { value: 3, tolerance: 2, weight: 1 },
          { value: 10.5, tolerance: 0.25, weight: 0.5 },
          { value: -1.5e-7, tolerance: 1e-8, weight: 0.75 },
          { value: 2.5e21, tolerance: 0, weight: 0.25 },
        ],
        feedback: 'Units do not matter.',
      }),
      ['4', '10.7', '-0.00000015', '2500000000000000000000', '7'],
    ],
    [
      'matching with special characters and an extra match',
      question({
        type: 'matching',
        text: 'Match',
        pairs: [
          { prompt: '%a -> {b}', match: 'x: y ~ z # = \\' },
          { prompt: '[c] & <d>', match: '[plain] w -> v' },
          { prompt: '', match: 'extra' },
        ],
      }),
      [
        writeMatchingAnswer(['x: y ~ z # = \\', '[plain] w -> v']),
        writeMatchingAnswer(['x: y ~ z # = \\', 'extra']),
      ],
    ],
  ])('%s', (_case, original, answers) => {
    const [back] = parseGift(toGift([original], 'Round trip')).found.map((q) => q.draft);
    const { _id, ...draft } = original;
    // Weights come back as GIFT writes them, to five decimals of a percent.
    expect(back).toEqual({ ...draft, weights: draft.weights.map((weight) => expect.closeTo(weight, 7)) });
    for (const answer of answers) expect(markOf(back!, answer)).toBe(markOf(draft, answer));
  });
});
