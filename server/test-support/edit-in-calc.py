"""Edits cells of a sheet in LibreOffice Calc itself, headless, through UNO, as a person would:
open the file, type into a cell, save in the same format.

Run with Debian's python3 (python3-uno, a dependency of libreoffice-calc-nogui):
    /usr/bin/python3 edit-in-calc.py job.json
job.json: {"input", "output", "profile" (a directory), "pipe" (a unique name), "filter",
"loadOptions", "saveOptions", "edits": [{"keyColumn", "key", "column", "value", "typedDate"?}]}. Each
edit finds the one row whose keyColumn cell is key (by the header in row 1) and sets the cell
under column to value: as text (a line feed in value becomes a line break in the cell, as
Alt+Enter types it), or with "typedDate" as a date and time typed at the keyboard (a date cell).
"""

import json
import subprocess
import sys
import time

import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.lang import Locale
from com.sun.star.util.NumberFormat import DATETIME
from com.sun.star.connection import NoConnectException


def props(**values):
    out = []
    for name, value in values.items():
        prop = PropertyValue()
        prop.Name = name
        prop.Value = value
        out.append(prop)
    return tuple(out)


def connect(pipe, office):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext(
        "com.sun.star.bridge.UnoUrlResolver", local
    )
    url = f"uno:pipe,name={pipe};urp;StarOffice.ComponentContext"
    # Calc takes a few seconds to start: wait until it answers on its pipe (or has exited).
    deadline = time.monotonic() + 120
    while True:
        try:
            return resolver.resolve(url)
        except NoConnectException:
            if office.poll() is not None:
                raise RuntimeError(f"soffice exited with {office.returncode}")
            if time.monotonic() > deadline:
                raise RuntimeError("soffice did not answer on its pipe")
            time.sleep(0.2)


def edit_sheet(sheet, edits, number_formats):
    cursor = sheet.createCursor()
    cursor.gotoEndOfUsedArea(False)
    last_column = cursor.RangeAddress.EndColumn
    last_row = cursor.RangeAddress.EndRow
    header = [sheet.getCellByPosition(c, 0).getString() for c in range(last_column + 1)]
    for edit in edits:
        key_column = header.index(edit["keyColumn"])
        column = header.index(edit["column"])
        keys = sheet.getCellRangeByPosition(key_column, 0, key_column, last_row).getDataArray()
        rows = [row for row, (value,) in enumerate(keys) if row > 0 and value == edit["key"]]
        if len(rows) != 1:
            raise RuntimeError(f"{len(rows)} rows with {edit['keyColumn']} {edit['key']}")
        cell = sheet.getCellByPosition(column, rows[0])
        if edit.get("typedDate"):
            # A date and time typed at the keyboard: Calc reads it as a number (its date serial)
            # and shows it with its standard date and time format, as its input line does.
            cell.setFormula(edit["value"])
            cell.NumberFormat = number_formats.getStandardFormat(DATETIME, Locale())
        else:
            cell.setString(edit["value"])


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        job = json.load(file)
    office = subprocess.Popen(
        [
            "soffice",
            "--headless",
            "--norestore",
            "--nologo",
            f"-env:UserInstallation={uno.systemPathToFileUrl(job['profile'])}",
            f"--accept=pipe,name={job['pipe']};urp;StarOffice.ComponentContext",
        ]
    )
    try:
        context = connect(job["pipe"], office)
        desktop = context.ServiceManager.createInstanceWithContext(
            "com.sun.star.frame.Desktop", context
        )
        load = props(Hidden=True, FilterName=job["filter"], FilterOptions=job["loadOptions"])
        document = desktop.loadComponentFromURL(
            uno.systemPathToFileUrl(job["input"]), "_blank", 0, load
        )
        if document is None:
            raise RuntimeError("Calc could not open the file")
        edit_sheet(document.Sheets.getByIndex(0), job["edits"], document.NumberFormats)
        save = props(FilterName=job["filter"], FilterOptions=job["saveOptions"])
        document.storeToURL(uno.systemPathToFileUrl(job["output"]), save)
        document.close(True)
        try:
            desktop.terminate()
        except Exception:
            # The bridge goes away as Calc quits.
            pass
        office.wait(timeout=60)
    finally:
        if office.poll() is None:
            office.kill()


main()
