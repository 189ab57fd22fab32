// The dialog's field layout: the theme's object template, plus optional section headings
// (`ui:options.sections: {firstField: 'Heading'}`) so a long record (a model) reads in parts.
import { Divider, SimpleGrid } from '@mantine/core';
import { Templates } from '@rjsf/mantine';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { Fragment } from 'react';

const ThemeObject = Templates.ObjectFieldTemplate!;

export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const options = getUiOptions(props.uiSchema);
  const sections = options.sections as Record<string, string> | undefined;
  if (!sections) return <ThemeObject {...props} />;
  const columns = typeof options.gridCols === 'number' ? options.gridCols : 1;
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="sm">
      {props.properties
        .filter((property) => !property.hidden)
        .map((property) => (
          <Fragment key={property.name}>
            {sections[property.name] && <Divider label={sections[property.name]} labelPosition="left" fw={700} style={{ gridColumn: '1 / -1' }} mt="xs" />}
            <div>{property.content}</div>
          </Fragment>
        ))}
    </SimpleGrid>
  );
}
