import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { queryFormSchema } from '@portal/domain';
import { FormAlert, TextField } from '../../components/form';
import { PageContainer, PageHeader } from '../../components/page-container';
import { useQueryPostMutation } from './use-query-post-mutation';
import { usePageTitle } from '../../components/page-title';
import { ReportFormCard, useReportForm } from './report-form';

/**
 * Report A Query before login (/postquires; spec part 3, sections 2.6, 5.8 and 7.4),
 * reached from the footer's 'For Any Queries'. Name, e-mail and description carry the
 * spec's messages, all shown at once; the optional file is checked and uploaded when
 * chosen, and its stored name is sent with the query.
 */
export default function PostQueryPage() {
  usePageTitle('Report A Query');
  const { post, loading } = useQueryPostMutation();
  const successRef = useRef<HTMLDivElement>(null);
  const { field, sent, card } = useReportForm({
    kind: 'QUERY',
    resolver: zodResolver(queryFormSchema),
    defaultValues: { name: '', email: '', description: '' },
    send: (values, fileName) => post({ ...values, fileName }),
    loading,
    done: (result) => result.posted,
    clearWhenSent: true,
  });

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  return (
    <PageContainer maxW="2xl">
      <PageHeader title="Report A Query" lead="Ask us anything about our programs, admissions or the portal. We reply to the e-mail address you give." />
      {sent ? (
        <FormAlert ref={successRef} status="success" title="Success" focusable mb="6">
          Submitted successfully
        </FormAlert>
      ) : null}
      <ReportFormCard {...card}>
        <TextField label="Name" required autoComplete="name" {...field('name')} />
        <TextField label="Email" required type="email" inputMode="email" autoComplete="email" {...field('email')} />
      </ReportFormCard>
    </PageContainer>
  );
}
