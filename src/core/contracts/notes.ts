import {
  docNoteParams,
  lectureNoteParams,
  noteReply,
  saveDocNoteBody,
  saveLectureNoteBody,
} from '../schemas/notes';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['notes'] as const;

/**
 * A user's private notes on a document or a lecture (issue 14; the lecture page that shows them comes with the
 * live classes). Notes are nobody's business but their writer's: the GET's rule
 * is `selfOnly` on the user it names (administrators and the course's teachers no exception), and its service then
 * asks the file's `read` relation through the same resolver the rules use (a rule holds one relation). The save
 * acts for the caller alone, so its rule is the file's `read` relation.
 */
export const noteCalls = {
  docNote: contract({
    method: 'GET',
    path: '/api/v1/note/getNote4Doc/:fileId/:userId',
    params: docNoteParams,
    reply: noteReply,
    access: access.selfOnly(inParams('userId'), {
      describe: "the user themself, who attends the file's course (notes are private: admins no exception)",
      refusal: 'Notes are private: you can only read your own.',
    }),
    tags,
  }),
  saveDocNote: contract({
    method: 'POST',
    path: '/api/v1/note/saveNote4Doc',
    body: saveDocNoteBody,
    reply: noteReply,
    access: access.file('read', inBody('fileId'), {
      describe: "those who attend the file's course, for their own note",
    }),
    tags,
  }),
  lectureNote: contract({
    method: 'GET',
    path: '/api/v1/note/getNote4Lecture/:courseId/:lectureId/:userId',
    params: lectureNoteParams,
    reply: noteReply,
    access: access.selfOnly(inParams('userId'), {
      describe: 'the user themself, who may open the lecture (notes are private: admins no exception)',
      refusal: 'Notes are private: you can only read your own.',
    }),
    tags,
  }),
  saveLectureNote: contract({
    method: 'POST',
    path: '/api/v1/note/saveNote4Lecture',
    body: saveLectureNoteBody,
    reply: noteReply,
    access: access.item('attend', inBody('lectureId'), {
      describe: 'those who may open the lecture, for their own note',
    }),
    tags,
  }),
};
