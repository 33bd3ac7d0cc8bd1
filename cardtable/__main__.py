from cardtable.cli import main

raise SystemExit(main())
