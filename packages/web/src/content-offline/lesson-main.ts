import { runLessonFrame } from './lesson-frame';

runLessonFrame(window);
