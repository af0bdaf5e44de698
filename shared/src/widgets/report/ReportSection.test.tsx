import { render, screen, within } from '@testing-library/react';
import { ReportSection } from './ReportSection';

it('names a titled section by its heading and puts each item in a column of its own', () => {
  render(
    <ReportSection title="Parcels" id="report-parcels" layout="cards">
      <p>Created</p>
      <p>Signed</p>
    </ReportSection>,
  );
  const section = screen.getByRole('region', { name: 'Parcels' });
  expect(within(section).getByRole('heading', { level: 5 })).toHaveAttribute('id', 'report-parcels');
  const columns = section.querySelectorAll('.ant-col');
  expect(columns).toHaveLength(2);
  expect(columns[0]).toHaveClass('ant-col-xs-12', 'ant-col-xl-4');
  expect(columns[1]).toHaveTextContent('Signed');
});

it('lays charts out two a row from xl up and a wide item one a row, without a heading', () => {
  const { rerender } = render(
    <ReportSection data-testid="charts">
      <p>Chart</p>
      {false}
      <p>Table</p>
    </ReportSection>,
  );
  const charts = screen.getByTestId('charts');
  expect(screen.queryByRole('heading')).toBeNull();
  expect(charts.querySelectorAll('.ant-col')).toHaveLength(2);
  expect(charts.querySelector('.ant-col')).toHaveClass('ant-col-xs-24', 'ant-col-xl-12');
  rerender(
    <ReportSection data-testid="charts" layout="wide">
      <p>Table</p>
    </ReportSection>,
  );
  expect(screen.getByTestId('charts').querySelector('.ant-col')).toHaveClass('ant-col-xl-24');
});
