import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeFragmentData } from '../gql';
import { renderWithApp } from '../test/render';
import { CourseCard, CourseCard_course } from './course-card';

function course(overrides: Partial<Record<string, unknown>> = {}) {
  return makeFragmentData(
    { __typename: 'EnrolledCourse', id: '101201', courseId: '1012', title: 'Spreadsheets for Analysis', imageUrl: '', durationWeeks: 8, progressPercent: 33.3, ...overrides },
    CourseCard_course,
  );
}

describe('a course card (the dashboard and the program courses page)', () => {
  it('names the course as a link to its course screen, with its progress and its weeks', async () => {
    renderWithApp(<CourseCard course={course()} />, { respond: () => ({ data: { viewer: null } }) });
    expect(await screen.findByRole('link', { name: 'Spreadsheets for Analysis' })).toHaveAttribute('href', '/course?course=101201');
    expect(screen.getByRole('heading', { level: 3, name: 'Spreadsheets for Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress in Spreadsheets for Analysis: 33%' })).toBeInTheDocument();
    expect(screen.getByText('8 weeks')).toBeVisible();
  });

  it('says one week, not one weeks', async () => {
    renderWithApp(<CourseCard course={course({ durationWeeks: 1 })} />, { respond: () => ({ data: { viewer: null } }) });
    expect(await screen.findByText('1 week')).toBeVisible();
  });

  it('loads its picture at once only on the first screen', async () => {
    const { container, unmount } = renderWithApp(<CourseCard course={course({ imageUrl: '/demo/a.png' })} eager />, { respond: () => ({ data: { viewer: null } }) });
    await screen.findByRole('link', { name: 'Spreadsheets for Analysis' });
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    unmount();
    const later = renderWithApp(<CourseCard course={course({ imageUrl: '/demo/a.png' })} />, { respond: () => ({ data: { viewer: null } }) });
    await screen.findByRole('link', { name: 'Spreadsheets for Analysis' });
    expect(later.container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
