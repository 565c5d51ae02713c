import { FiFileText } from 'react-icons/fi';
import { LEARNER_PATHS } from '../../app/paths';
import { EmptyView } from '../../components/states';

/** Said by the wizard and the paper form when the program has no application the learner may open. */
export function NotOpenForApplication() {
  return (
    <EmptyView
      icon={<FiFileText />}
      title="This program is not open for application"
      description="Choose a program from the list to apply."
      link={{ to: LEARNER_PATHS.applyProgram, label: 'Apply for a program' }}
    />
  );
}
