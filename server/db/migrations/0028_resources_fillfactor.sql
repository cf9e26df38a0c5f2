-- Half of each page of resources is left free, so that a change to every resource of a catalogue
-- (a URL moved to a new host, a sync marking each one) writes each new row version beside the old:
-- a HOT update, with no new entry in any of the table's five indexes and no lock record for moving
-- the row to another page. At 100 (the default) a full page sent every updated row elsewhere:
-- 150,000 updated resources wrote 750,000 index entries and 150,000 lock records to the WAL.
-- Pages already full keep their rows; they take the setting as VACUUM frees them.
ALTER TABLE "resources" SET (fillfactor = 50);
