import { Button } from '@chakra-ui/react';
import { FiFileText } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { EmptyView } from '../../components/states';

/** Said by the wizard and the paper form when the program has no application the learner may open. */
export function NotOpenForApplication() {
  return (
    <EmptyView
      icon={<FiFileText />}
      title="This program is not open for application"
      description="Choose a program from the list to apply."
      action={
        <Button asChild colorPalette="brand">
          <Link to={LEARNER_PATHS.applyProgram}>Apply for a program</Link>
        </Button>
      }
    />
  );
}
